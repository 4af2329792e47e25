import type { DataProvider } from 'react-admin';
import type { AdminSchool, AdminSchoolInput } from '@kyu/core/contract';
import type { HttpClient } from '../../http/http-client';
import { COLOUR_SLOTS, IMAGE_SLOTS, type ImageSlot } from './slots';

/** What `ImageInput` leaves in the form for a picked file. */
export interface PickedImage {
  rawFile: File;
  src?: string;
  title?: string;
}

/** The school form: the record plus the files picked for each image slot. */
export type SchoolFormData = Partial<AdminSchool> & {
  uploads?: Partial<Record<ImageSlot, PickedImage | null>>;
};

export type UploadImage = (
  schoolId: AdminSchool['id'],
  slot: ImageSlot,
  file: File,
) => Promise<AdminSchool>;

const blankToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/** The JSON the API takes for a school: only its input fields, blanks sent as null. */
export const toSchoolInput = (data: SchoolFormData): AdminSchoolInput => ({
  school_name: (data.school_name ?? '').trim(),
  domain_name: blankToNull(data.domain_name)?.toLowerCase() ?? null,
  page_title: blankToNull(data.page_title),
  terms_text: blankToNull(data.terms_text),
  privacy_text: blankToNull(data.privacy_text),
  colours: Object.fromEntries(COLOUR_SLOTS.map((k) => [k, blankToNull(data.colours?.[k])])),
  ...(data.is_active === undefined ? {} : { is_active: data.is_active }),
  ...(data.leagues_enabled === undefined ? {} : { leagues_enabled: data.leagues_enabled }),
  ...(data.league_scope === undefined ? {} : { league_scope: data.league_scope }),
});

/** The picked files of a school form, slot by slot, in the order of the slots. */
export const pickedImages = (data: SchoolFormData): [ImageSlot, File][] =>
  IMAGE_SLOTS.flatMap((slot) => {
    const file = data.uploads?.[slot]?.rawFile;
    return file instanceof File ? [[slot, file] as [ImageSlot, File]] : [];
  });

/** `PUT /schools/{id}/images/{slot}` as multipart with the file in `file`; answers the school. */
export const uploadImageWith =
  (apiUrl: string, httpClient: HttpClient): UploadImage =>
  async (schoolId, slot, file) => {
    const body = new FormData();
    body.append('file', file);
    const { json } = await httpClient(`${apiUrl}/schools/${schoolId}/images/${slot}`, {
      method: 'PUT',
      body,
    });
    return json as AdminSchool;
  };

/**
 * Saves a school's JSON first, then uploads each picked image to the saved school's id; the
 * record react-admin keeps is the last answer, so it shows the new image URLs.
 */
export const withSchoolImages = (provider: DataProvider, upload: UploadImage): DataProvider => {
  // react-admin's methods are generic in the record type; this one only ever answers schools.
  const uploadAll = async (saved: AdminSchool, data: SchoolFormData): Promise<never> => {
    let school = saved;
    for (const [slot, file] of pickedImages(data)) school = await upload(saved.id, slot, file);
    return school as never;
  };
  return {
    ...provider,
    update: async (resource, params) => {
      if (resource !== 'schools') return provider.update(resource, params);
      const data = params.data as SchoolFormData;
      const saved = await provider.update(resource, { ...params, data: toSchoolInput(data) });
      return { data: await uploadAll(saved.data as AdminSchool, data) };
    },
    create: async (resource, params) => {
      if (resource !== 'schools') return provider.create(resource, params);
      const data = params.data as SchoolFormData;
      const saved = await provider.create(resource, { ...params, data: toSchoolInput(data) });
      return { data: await uploadAll(saved.data as AdminSchool, data) };
    },
  };
};
