import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { problemMessage } from '@kyu/core';
import type { Worksheet } from '@kyu/core/contract';
import { AssignDialog } from './assign-dialog';
import { ShareDialog } from './share-dialog';
import { worksheetActions as act } from './worksheet-actions';

type Open = 'assign' | 'delete' | 'share' | null;

/**
 * A worksheet's actions: Assign as a button, the rest in a menu (so a row fits a phone), and
 * Delete only after the teacher confirms it.
 */
export const WorksheetMenu = ({
  sheet,
  onChanged,
}: {
  sheet: Worksheet;
  onChanged: () => void;
}) => {
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const run = (work: Promise<unknown>, done: string, changed = false) => {
    setAnchor(null);
    work.then(
      () => {
        notify(done, { type: 'info' });
        if (changed) onChanged();
      },
      (error: unknown) => notify(problemMessage(error), { type: 'error' }),
    );
  };
  const item = (label: string, onClick: () => void) => (
    <MenuItem onClick={onClick}>{label}</MenuItem>
  );
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <Button size="small" aria-label={`Assign ${sheet.title}`} onClick={() => setOpen('assign')}>
        Assign
      </Button>
      <IconButton
        size="small"
        aria-label={`More actions for ${sheet.title}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <span aria-hidden="true">⋮</span>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {item('Share link', () => {
          setAnchor(null);
          setOpen('share');
        })}
        {item('Word file', () => run(act.word(sheet), 'Downloaded.'))}
        {item('Answer key', () => run(act.answerKey(sheet), 'Downloaded.'))}
        {item('Duplicate', () => run(act.duplicate(sheet.id), `Copied “${sheet.title}”.`, true))}
        {item('Delete', () => {
          setAnchor(null);
          setOpen('delete');
        })}
      </Menu>
      {open === 'assign' && <AssignDialog sheet={sheet} onClose={() => setOpen(null)} />}
      {open === 'share' && <ShareDialog sheet={sheet} onClose={() => setOpen(null)} />}
      <Confirm
        isOpen={open === 'delete'}
        title={`Delete “${sheet.title}”?`}
        content="Its assignments and the students' answers to it go with it."
        confirm="Delete"
        onConfirm={() => {
          setOpen(null);
          run(act.remove(sheet.id), `Deleted “${sheet.title}”.`, true);
        }}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
};
