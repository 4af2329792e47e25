import { api } from '@kyu/core';
import type { EmbedSecret, NewEmbedSecret } from '@kyu/core/contract';

const base = (schoolId: number) => `/admin/schools/${schoolId}/embed-secrets`;

/** A school's embed secrets (`/admin/schools/{id}/embed-secrets`), with the console's token. */
export const embedSecretsApi = {
  list: (schoolId: number) => api.get<EmbedSecret[]>(base(schoolId)),
  create: (schoolId: number) => api.post<NewEmbedSecret>(base(schoolId)),
  rotate: (schoolId: number, id: number) =>
    api.post<NewEmbedSecret>(`${base(schoolId)}/${id}/rotate`),
  revoke: (schoolId: number, id: number) => api.delete<EmbedSecret>(`${base(schoolId)}/${id}`),
};
