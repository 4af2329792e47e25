import { beforeEach, describe, expect, it } from 'vitest';
import { $user } from '@kyu/core';
import { createDataProvider } from '../../data-provider';
import { makeAdminSchool, makeSuperAdmin } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';

const logoFile = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

describe('school saves with picked images', () => {
  beforeEach(() => $user.set(makeSuperAdmin()));

  it('uploads a picked logo after the JSON update and keeps the uploaded record', async () => {
    const withLogo = makeAdminSchool({
      images: { ...makeAdminSchool().images, logo: '/uploads/logo.png' },
    });
    const seen = fakeFetch(
      on('PUT', '/api/v1/admin/schools/7', { body: makeAdminSchool() }),
      on('PUT', '/api/v1/admin/schools/7/images/logo', { body: withLogo }),
    );
    const picked = { rawFile: logoFile(), src: 'blob:logo' };

    const { data } = await createDataProvider().update('schools', {
      id: 7,
      data: { ...makeAdminSchool(), uploads: { logo: picked } },
      previousData: makeAdminSchool(),
    });

    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /api/v1/admin/schools/7',
      'PUT /api/v1/admin/schools/7/images/logo',
    ]);
    const json = JSON.parse(String(seen[0]!.body));
    expect(Object.keys(json).sort()).toEqual(
      [
        'colours',
        'domain_name',
        'is_active',
        'league_scope',
        'leagues_enabled',
        'page_title',
        'privacy_text',
        'school_name',
        'terms_text',
      ].sort(),
    );
    const form = seen[1]!.body as FormData;
    expect((form.get('file') as File).name).toBe('logo.png');
    expect(seen[1]!.headers.get('Authorization')).toBe('Bearer token-1');
    expect(data.images.logo).toBe('/uploads/logo.png');
  });

  it('uploads to the new id after a create', async () => {
    const seen = fakeFetch(
      on('POST', '/api/v1/admin/schools', { status: 201, body: makeAdminSchool({ id: 9 }) }),
      on('PUT', '/api/v1/admin/schools/9/images/favicon', { body: makeAdminSchool({ id: 9 }) }),
    );

    await createDataProvider().create('schools', {
      data: { school_name: 'New', uploads: { favicon: { rawFile: logoFile() } } },
    });

    expect(seen.map((r) => r.url)).toEqual([
      '/api/v1/admin/schools',
      '/api/v1/admin/schools/9/images/favicon',
    ]);
  });

  it('sends blank optional fields as null', async () => {
    const seen = fakeFetch(on('POST', '/api/v1/admin/schools', { body: makeAdminSchool() }));

    await createDataProvider().create('schools', {
      data: {
        school_name: ' Hillside ',
        domain_name: '',
        terms_text: ' \n ',
        colours: { primary: '#112233' },
      },
    });

    const json = JSON.parse(String(seen[0]!.body));
    expect(json.school_name).toBe('Hillside');
    expect(json.domain_name).toBeNull();
    expect(json.terms_text).toBeNull();
    expect(json.privacy_text).toBeNull();
    expect(json.colours.primary).toBe('#112233');
    expect(json.colours.accent1).toBeNull();
  });
});
