import { useState } from 'react';
import { Title } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { DocumentTextPage } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';

/** The pages of text, as a pager a keyboard and a screen reader can use. */
const Pager = ({ at, pages, go }: { at: number; pages: number; go: (page: number) => void }) => (
  <nav aria-label="Text pages">
    <button type="button" disabled={at <= 1} onClick={() => go(at - 1)}>
      Previous page
    </button>
    <span>{`Page ${at} of ${pages}`}</span>
    <button type="button" disabled={at >= pages} onClick={() => go(at + 1)}>
      Next page
    </button>
  </nav>
);

/**
 * /admin/extracted-document/:documentId: what was read from a document, a page (20,000
 * characters) at a time, since a big one runs to megabytes.
 */
export const ExtractedDocumentPage = () => {
  const id = Number(useParams().documentId);
  const [page, setPage] = useState(1);
  const { state } = useApiStore<DocumentTextPage>(`/admin/documents/${id}/text?page=${page}`);
  const data = state.status === 'ready' ? state.data : null;
  return (
    <div className="kyu-page">
      <Title title={data ? `Extracted text: ${data.document.title}` : 'Extracted text'} />
      <p>
        <Link to="/rag-management">Back to the documents</Link>
      </p>
      {state.status === 'loading' && <p role="status">Loading the text…</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {data && (
        <section className="kyu-card">
          <h2>{data.document.title}</h2>
          <p>
            {`${data.document.filename} · ${data.document.chunk_count} chunks · `}
            {data.document.extraction_state === 'done'
              ? 'extracted'
              : `extraction ${data.document.extraction_state} (${data.document.extraction_progress}%)`}
          </p>
          {data.pages === 0 ? (
            <p>No text has been extracted yet.</p>
          ) : (
            <>
              {data.pages > 1 && <Pager at={data.page} pages={data.pages} go={setPage} />}
              <pre className="kyu-extracted" tabIndex={0} aria-label={`Text, page ${data.page}`}>
                {data.text}
              </pre>
            </>
          )}
        </section>
      )}
    </div>
  );
};
