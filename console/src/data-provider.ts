// Composes the HTTP client with what each resource adds (school images), so it sits above both.
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { uploadImageWith, withSchoolImages } from './resources/schools/school-data';
import { httpClient as defaultClient, type HttpClient } from './http/http-client';

/** Where the console's resources live (DESIGN.md: ra-data-simple-rest under /api/v1/admin). */
export const ADMIN_API = '/api/v1/admin';

/** The console's data provider: simple REST on the admin API, with school image uploads. */
export const createDataProvider = (
  apiUrl: string = ADMIN_API,
  httpClient: HttpClient = defaultClient,
): DataProvider =>
  withSchoolImages(simpleRestProvider(apiUrl, httpClient), uploadImageWith(apiUrl, httpClient));
