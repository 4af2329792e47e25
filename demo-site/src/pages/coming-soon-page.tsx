import type { PageProps } from './page-props';

/** A route of the spec whose screen is not built yet: says so plainly rather than pretending. */
export function ComingSoonPage({ route }: PageProps) {
  return (
    <>
      <h1>{route.title}</h1>
      <p>This part of Kyu is not available in the portal yet.</p>
      <p>
        <a href="/">Back to the start page</a>
      </p>
    </>
  );
}
