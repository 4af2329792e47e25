import { $chatMessages } from '@kyu/core/chat';
import { $user } from '@kyu/core/session';
import { makeChatMessage } from '@kyu/test-support/data';
import { call, json, mockFetch } from '@kyu/test-support/fetch';
import { sseStream } from '@kyu/test-support/sse';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshChat, quietStudent } from '../testing/coach';
import { button, fill, press } from '../testing/dom';
import { Coach } from './coach';

let session: Storage;
beforeEach(() => {
  session = freshChat();
});
afterEach(cleanup);

const signInStudent = () => quietStudent(session);

const history = (...messages: ReturnType<typeof makeChatMessage>[]) =>
  json({ messages, total_count: messages.length });

describe('<Coach>', () => {
  it('opens from the bubble with the focus in the question box, and Escape closes it', async () => {
    mockFetch();
    const onOpen = vi.fn();
    const onClose = vi.fn();
    render(<Coach onOpen={onOpen} onClose={onClose} />);
    press('Open Kyu coach');
    expect(button('Open Kyu coach').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Ask Kyu'));
    expect(onOpen).toHaveBeenCalled();
    fireEvent.keyDown(screen.getByLabelText('Ask Kyu'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button('Open Kyu coach'));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the panel in place, with no bubble, in inline mode', () => {
    mockFetch();
    render(<Coach mode="inline" heading="Ask Coach Kyu" />);
    expect(screen.getByRole('region', { name: 'Ask Coach Kyu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open Kyu coach' })).toBeNull();
    const log = screen.getByRole('log');
    expect(log.getAttribute('aria-live')).toBe('polite');
  });

  it('says a visitor chats as a guest, in this tab only', () => {
    mockFetch();
    render(<Coach mode="inline" />);
    expect(screen.getByText(/as a guest/).textContent).toMatch(/this tab only/);
  });

  it('shows streamed text as it arrives, then the saved reply', async () => {
    const stream = sseStream();
    const onMessage = vi.fn();
    mockFetch(stream.response);
    render(<Coach mode="inline" onMessage={onMessage} />);
    fill('Ask Kyu', 'What is a fraction?');
    press('Send');
    await screen.findByText('What is a fraction?');
    stream.send('user_message', makeChatMessage({ from_user: true, text: 'What is a fraction?' }));
    stream.send('delta', { text: 'A fraction is **part**' });
    expect((await screen.findByText('part')).tagName).toBe('STRONG');
    stream.send('delta', { text: ' of a whole.' });
    await screen.findByText(/of a whole/);
    const reply = makeChatMessage({
      text: 'A fraction is **part** of a whole.',
      sources: [{ document_id: 1, title: 'Fractions guide' }],
    });
    stream.send('message', reply);
    stream.close();
    await screen.findByText('Sources: Fractions guide');
    expect(onMessage).toHaveBeenCalledWith(reply);
    await screen.findByRole('button', { name: 'Send' });
  });

  it('sends the files a student attached with the question, and a visitor gets no attach control', async () => {
    signInStudent();
    const stream = sseStream();
    const fetch = mockFetch(history(), stream.response);
    render(<Coach mode="inline" />);
    const picker = screen.getByLabelText<HTMLInputElement>('Attach a file');
    const notes = new File(['Fractions are parts of a whole.'], 'notes.txt', {
      type: 'text/plain',
    });
    fireEvent.change(picker, { target: { files: [notes] } });
    expect(screen.getByRole('button', { name: 'Remove notes.txt' })).toBeTruthy();
    fill('Ask Kyu', 'Explain my notes');
    press('Send');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const form = call(fetch, 1).body as FormData;
    expect((form.getAll('file[]')[0] as File).name).toBe('notes.txt');
    expect(screen.queryByRole('button', { name: 'Remove notes.txt' })).toBeNull();
    stream.close();
    cleanup();
    $user.set(null);
    mockFetch();
    render(<Coach mode="inline" />);
    expect(screen.queryByLabelText('Attach a file')).toBeNull();
  });

  it('presses Like only after the server took it', async () => {
    signInStudent();
    const reply = makeChatMessage();
    let answer: (r: Response) => void = () => undefined;
    const fetch = mockFetch(history(reply));
    render(<Coach mode="inline" />);
    await screen.findByText(reply.text);
    globalThis.fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    press('Like');
    expect(button('Like').getAttribute('aria-pressed')).toBe('false');
    answer(json({ id: reply.id, liked: true, disliked: false, bookmarked: false }));
    await waitFor(() => expect(button('Like').getAttribute('aria-pressed')).toBe('true'));
    expect(call(fetch).url).toBe('/api/v1/chat?page=1&size=20');
  });

  it('loads the older page when the reader scrolls to the top', async () => {
    signInStudent();
    const newest = Array.from({ length: 20 }, (_, i) => makeChatMessage({ text: `new ${i}` }));
    const fetch = mockFetch(
      json({ messages: newest, total_count: 21 }),
      history(makeChatMessage({ text: 'the very first' })),
    );
    render(<Coach mode="inline" />);
    await screen.findByText('new 19');
    fireEvent.scroll(screen.getByRole('log'), { target: { scrollTop: 0 } });
    await screen.findByText('the very first');
    expect(call(fetch, 1).url).toContain('page=2');
    expect($chatMessages.get()[0]?.text).toBe('the very first');
  });
});
