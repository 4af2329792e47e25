import { useEffect } from 'react';
import type { AdminDocument } from '@kyu/core/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useApiStore } from '../../http/use-api-store';
import { useSchoolNames } from '../school-select';
import { DOCUMENT_TYPES, DOCUMENTS_SHOWN, documentsPath } from './document-types';
import { DocumentRow, anyBusy } from './document-row';

/** How often a table with a document still extracting asks how it goes. */
const POLL_MS = 2000;

/** One type's newest documents; asked for again while any is extracting, to show its progress. */
const TypeTable = ({ typeId, name }: { typeId: number; name: string }) => {
  const { state, reload } = useApiStore<AdminDocument[]>(documentsPath(typeId));
  const schools = useSchoolNames();
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
        // A wide table scrolls inside its card on a phone, never the page.
        <TableContainer>
          <Table size="small" aria-label={`${name} documents, newest ${DOCUMENTS_SHOWN} first`}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">Title</TableCell>
                <TableCell scope="col">Extraction</TableCell>
                <TableCell scope="col">Chunks</TableCell>
                <TableCell scope="col">School</TableCell>
                <TableCell scope="col">Uploaded</TableCell>
                <TableCell scope="col">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {docs.map((doc) => (
                <DocumentRow
                  key={doc.id}
                  doc={doc}
                  school={doc.school_id === null ? 'Kyu' : (schools.get(doc.school_id) ?? '…')}
                  onChanged={reload}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
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
