import { useState } from 'react';
import { Title } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useStore } from '@nanostores/react';
import { $user } from '@kyu/core';
import type { AdminPrompt, AdminSchool } from '@kyu/core/contract';
import { PROMPT_TYPES } from '@kyu/core/prompts';
import { useApiStore } from '../../http/use-api-store';
import { PromptEditor } from './prompt-editor';
import { SelectField } from './select-field';

// A school admin's list holds their own school only; Kyu's administrators see every school.
const SCHOOLS = '/admin/schools?sort=["school_name","ASC"]&range=[0,999]';

const SchoolField = ({ value, onChange }: { value: string; onChange: (v: string) => void }) => {
  const { state } = useApiStore<AdminSchool[]>(SCHOOLS);
  const schools = state.status === 'ready' ? state.data : [];
  return (
    <SelectField
      label="School"
      value={value}
      onChange={onChange}
      options={[
        ['', 'Kyu default (every school)'],
        ...schools.map((s) => [String(s.id), s.school_name] as const),
      ]}
    />
  );
};

/**
 * The admin console's prompts: pick a prompt type and, for Kyu's administrators, the school (or
 * Kyu's default); a school admin edits their own school's. The editor starts from the prompt in
 * force there, so a school without its own starts from Kyu's default.
 */
export const PromptsPage = () => {
  const user = useStore($user);
  const superAdmin = user?.school_id === null;
  const [type, setType] = useState<string>('coach');
  // '' is Kyu's default, shared by every school; else a school's id.
  const [school, setSchool] = useState(superAdmin ? '' : String(user?.school_id));
  const filter = encodeURIComponent(JSON.stringify({ prompt_type: type }));
  const { state, reload } = useApiStore<AdminPrompt[]>(
    `/admin/prompts?filter=${filter}&range=[0,999]`,
  );
  const schoolId = school === '' ? null : Number(school);
  const rows = state.status === 'ready' ? state.data : [];
  const own = rows.find((p) => p.school_id === schoolId) ?? null;
  const fallback = rows.find((p) => p.school_id === null) ?? null;
  return (
    <div className="kyu-page">
      <Title title="Prompts" />
      <Card>
        <CardContent>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
            <SelectField
              label="Prompt type"
              value={type}
              onChange={setType}
              options={PROMPT_TYPES.map((t) => [t.id, t.name] as const)}
            />
            {superAdmin && <SchoolField value={school} onChange={setSchool} />}
          </Stack>
        </CardContent>
      </Card>
      {state.status === 'loading' && <p role="status">Loading prompts…</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && (
        <PromptEditor
          key={`${type}/${school}/${own?.id ?? 'new'}/${own?.updated_at ?? ''}`}
          type={type}
          schoolId={schoolId}
          prompt={own}
          startFrom={own?.content ?? fallback?.content ?? ''}
          onSaved={reload}
        />
      )}
    </div>
  );
};
