/**
 * The origins of the end-to-end suite: Kyu itself; the sample school site Kyu's server starts
 * beside it (demo-site/school); and a second school site with the tests' own pages (the same
 * server code, see embed-pages-server.ts). Both school sites use the seeded demo school's
 * registered domain on their own ports; Chromium resolves *.localhost to this machine.
 */
export const KYU_PORT = Number(process.env.E2E_PORT ?? 8181);
export const SCHOOL_PORT = Number(process.env.E2E_SCHOOL_PORT ?? KYU_PORT + 1);
export const PAGES_PORT = Number(process.env.E2E_PAGES_PORT ?? KYU_PORT + 2);
export const KYU = `http://localhost:${KYU_PORT}`;
export const SCHOOL = `http://hillside.localhost:${SCHOOL_PORT}`;
export const PAGES = `http://hillside.localhost:${PAGES_PORT}`;
