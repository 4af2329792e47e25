import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { problemMessage } from '@kyu/core';
import type { Worksheet } from '@kyu/core/contract';
import { worksheetActions as act } from './worksheet-actions';

/** A worksheet's public link, asked for when opened, in a field a teacher can copy from. */
export const ShareDialog = ({ sheet, onClose }: { sheet: Worksheet; onClose: () => void }) => {
  const [link, setLink] = useState<{ url: string } | { error: string } | null>(null);
  useEffect(() => {
    act.share(sheet.id).then(
      ({ url }) => setLink({ url }),
      (error: unknown) => setLink({ error: problemMessage(error) }),
    );
  }, [sheet.id]);
  return (
    <Dialog open onClose={onClose} aria-labelledby="share-title" fullWidth maxWidth="sm">
      <DialogTitle id="share-title">{`Share “${sheet.title}”`}</DialogTitle>
      <DialogContent>
        {link === null && <p role="status">Making the link…</p>}
        {link && 'error' in link && <p role="alert">{link.error}</p>}
        {link && 'url' in link && (
          <TextField
            label="Share link"
            value={link.url}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(event) => event.target.select()}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
