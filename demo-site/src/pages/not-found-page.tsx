/** Any path that matches no route. */
export function NotFoundPage() {
  return (
    <>
      <h1>Page not found</h1>
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <a href="/">Go to the start page</a>
      </p>
    </>
  );
}
