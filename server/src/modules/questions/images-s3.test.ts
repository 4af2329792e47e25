import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, makeTopic, signedIn } from '@kyu/test-support/db';
import { PNG_BYTES } from '@kyu/test-support/files/images';
import { multipartForm } from '@kyu/test-support/multipart';
import { S3_TEST_CREDENTIALS, startS3 } from '@kyu/test-support/s3';
import { useTestApp } from '../../test/use-test-app';

const BUCKET = 'kyu-questions';

describe('questions: images in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  // Filled in before the app is built (hooks run in order), once the bucket's server is up.
  const env: Record<string, string> = {};
  beforeAll(async () => {
    s3 = await startS3(BUCKET);
    Object.assign(env, {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(() => s3.stop());
  const t = useTestApp({ env });

  let courseId: number;
  let topicId: number;
  let headers: Record<string, string>;
  beforeAll(async () => {
    courseId = (await makeCourse(t.db)).id;
    topicId = (await makeTopic(t.db, courseId)).id;
    headers = (await signedIn(t.db, { userRoleId: 4 })).headers;
  });

  const question = (extra: Record<string, unknown> = {}) => ({
    course_id: courseId,
    question_type_id: 1,
    text: 'Which shape is shown?',
    options: [
      { order: 1, text: 'Circle' },
      { order: 2, text: 'Square' },
    ],
    marks: 1,
    difficulty_level_id: 2,
    course_tagging_ids: [topicId],
    answer: { kind: 'choice', correct: [1] },
    explanation: 'It is round.',
    method_answer: 'Look.',
    ...extra,
  });

  const put = (body: unknown, images: Buffer[] = []) => {
    const form = multipartForm(
      { question: JSON.stringify(body) },
      images.map((bytes, i) => ({
        field: 'files[]',
        filename: `f${i}.png`,
        contentType: 'image/png',
        bytes,
      })),
    );
    return t.app.inject({
      method: 'PUT',
      url: '/api/v1/questions',
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
  };

  const served = async (url: string) => (await fetch(url)).status;

  it("answers image URLs on the bucket's public base, for staff and students alike", async () => {
    const saved = (await put(question(), [PNG_BYTES])).json();
    const [image] = saved.question_images;
    expect(image.url).toBe(`${s3.endpoint}/${BUCKET}/questions/${image.filename}`);
    const got = await fetch(image.url);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer())).toEqual(PNG_BYTES);

    const student = await signedIn(t.db, { userRoleId: 1 });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/questions?ids=${saved.id}`,
      headers: student.headers,
    });
    expect(read.json()[0].question_images).toEqual([image]);
  });

  it('removes from the bucket an image a question drops, and the images of a deleted question', async () => {
    const saved = (await put(question(), [PNG_BYTES, PNG_BYTES])).json();
    const [dropped, kept] = saved.question_images;
    const replaced = await put(question({ id: saved.id, question_images: [kept.filename] }));
    expect(replaced.json().question_images).toEqual([kept]);
    expect(await served(dropped.url)).toBe(404);
    expect(await served(kept.url)).toBe(200);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/questions/${saved.id}`,
      headers,
    });
    expect(del.json()).toEqual({ deleted: true, retired: false });
    expect(await served(kept.url)).toBe(404);
  });
});
