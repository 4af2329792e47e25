import { useState } from 'react';
import { Title } from 'react-admin';
import { useStore } from '@nanostores/react';
import { $user } from '@kyu/core';
import type { AdminPrompt } from '@kyu/core/contract';
import { PROMPT_TYPES } from '@kyu/core/prompts';
import { useApiStore } from '../../http/use-api-store';
import { SchoolSelect } from '../school-select';
import { PromptEditor } from './prompt-editor';

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
    <div>
      <Title title="Prompts" />
      <div className="kyu-toolbar">
        <label>
          Prompt type
          <select value={type} onChange={(e) => setType(e.target.value)}>
            {PROMPT_TYPES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        {superAdmin && (
          <SchoolSelect
            value={school}
            onChange={(e) => setSchool(e.target.value)}
            none="Kyu default (every school)"
          />
        )}
      </div>
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
