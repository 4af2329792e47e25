import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { resetCore } from '../testing/reset';
import { sendContactMessage } from './contact';

beforeEach(() => resetCore());

describe('the contact form', () => {
  it('sends the address and the message, trimmed', async () => {
    const seen = fakeFetch(on('POST', '/api/v1/mailer/contact-us', { body: { ok: true } }));
    expect(await sendContactMessage({ from_email: ' a@b.example ', message: ' Hi \n' })).toBeNull();
    expect(JSON.parse(String(seen[0]?.body))).toEqual({ from_email: 'a@b.example', message: 'Hi' });
  });

  it('refuses a blank message without calling', async () => {
    const seen = fakeFetch();
    expect(await sendContactMessage({ from_email: 'a@b.example', message: ' \n\t' })).toEqual({
      message: 'Please write a message.',
      fields: { message: 'is empty' },
    });
    expect(seen).toHaveLength(0);
  });

  it('answers the server’s reason, field by field, and a rate limit in words', async () => {
    fakeFetch(
      on('POST', '/api/v1/mailer/contact-us', {
        status: 400,
        body: {
          title: 'Bad request',
          status: 400,
          detail: 'Check the form.',
          errors: { '/from_email': ['must be an e-mail address'] },
        },
      }),
    );
    expect(await sendContactMessage({ from_email: 'nope', message: 'Hi' })).toEqual({
      message: 'Check the form.',
      fields: { from_email: 'must be an e-mail address' },
    });
    fakeFetch(
      on('POST', '/api/v1/mailer/contact-us', {
        status: 429,
        body: { title: 'Too many requests', status: 429, detail: 'Try again in 15 minutes.' },
      }),
    );
    expect((await sendContactMessage({ from_email: 'a@b.example', message: 'Hi' }))?.message).toBe(
      'Try again in 15 minutes.',
    );
  });
});
