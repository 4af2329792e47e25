import { useEffect } from 'react';
import type { AdminDocument } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';
import { DOCUMENT_TYPES, DOCUMENTS_SHOWN, documentsPath } from './document-types';
import { DocumentRow, anyBusy } from './document-row';

/** How often a table with a document still extracting asks how it goes. */
const POLL_MS = 2000;

/** One type's newest documents; asked for again while any is extracting, to show its progress. */
const TypeTable = ({ typeId, name }: { typeId: number; name: string }) => {
  const { state, reload } = useApiStore<AdminDocument[]>(documentsPath(typeId));
  const docs = state.status === 'ready' ? state.data : [];
  const polling = anyBusy(docs);
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [polling, reload]);
  return (
    <section className="kyu-card">
      <h2>{name}</h2>
      {state.status === 'loading' && <p role="status">Loading {name.toLowerCase()}…</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && docs.length === 0 && <p>No {name.toLowerCase()} documents.</p>}
      {docs.length > 0 && (
        <table>
          <caption>{`${name} documents, newest ${DOCUMENTS_SHOWN} first`}</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Extraction</th>
              <th scope="col">Chunks</th>
              <th scope="col">School</th>
              <th scope="col">Uploaded</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {docs.map((doc) => (
              <DocumentRow key={doc.id} doc={doc} onChanged={reload} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};

/** The retrieval documents, a table per type, with where each one's extraction stands. */
export const DocumentsByType = () => (
  <>
    {DOCUMENT_TYPES.map((type) => (
      <TypeTable key={type.id} typeId={type.id} name={type.name} />
    ))}
  </>
);
