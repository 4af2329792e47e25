import { useStore } from '@nanostores/preact';
import { $schoolName } from '@kyu/core/branding';
import { configureChat } from '@kyu/core/chat';
import type { ChatMessage } from '@kyu/core/contract';
import { $user } from '@kyu/core/session';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { Frame } from '../shared';
import { Bubble } from './bubble';
import { Panel } from './panel';
import { BUBBLE_CSS } from './bubble-look';
import { COACH_CSS } from './styles';
import { useTutor } from './use-tutor';

/** Props of {@link Coach}; as attributes on `<kyu-coach>`, kebab-cased. */
export interface CoachProps {
  /** `bubble` (default): a floating button that opens the panel; `inline`: the panel in place. */
  mode?: 'bubble' | 'inline' | string;
  /** The school's domain, sent with a visitor's questions so answers draw on its documents. */
  school?: string;
  /** The panel's heading; "Kyu coach", or the white-labelled school's "… coach", when unset. */
  heading?: string;
  /** Opens (true) or closes (false) the panel of the bubble. */
  open?: boolean;
  /** Called when the panel opens (event `open`). */
  onOpen?: () => void;
  /** Called when the panel closes (event `close`). */
  onClose?: () => void;
  /** Called with each saved reply (event `message`). */
  onMessage?: (reply: ChatMessage) => void;
}

/** The coach: a bubble that opens a chat panel, or the panel inline. */
export function Coach({ mode, school, heading, open, onOpen, onClose, onMessage }: CoachProps) {
  const inline = mode === 'inline';
  const [isOpen, setOpen] = useState(inline || open === true);
  const bubble = useRef<HTMLButtonElement>(null);
  const userId = useStore($user)?.id;
  const schoolName = useStore($schoolName);
  const panelId = useId();
  useTutor(userId !== undefined);

  useEffect(() => {
    if (school) configureChat({ school });
  }, [school]);
  useEffect(() => {
    if (open !== undefined && !inline) toggle(open);
  }, [open]);

  const toggle = (next: boolean) => {
    if (next === isOpen) return;
    setOpen(next);
    if (next) onOpen?.();
    else {
      onClose?.();
      bubble.current?.focus();
    }
  };

  return (
    <Frame css={BUBBLE_CSS + COACH_CSS} class="kyu-coach">
      {!inline && (
        <Bubble
          buttonRef={bubble}
          open={isOpen}
          panelId={panelId}
          onToggle={() => toggle(!isOpen)}
        />
      )}
      {isOpen && (
        // Keyed by user: signing in or out starts that person's own conversation.
        <Panel
          key={userId ?? 'guest'}
          id={panelId}
          floating={!inline}
          heading={heading || `${schoolName ?? 'Kyu'} coach`}
          onClose={inline ? undefined : () => toggle(false)}
          onMessage={onMessage}
        />
      )}
    </Frame>
  );
}
