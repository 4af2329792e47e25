import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAction } from './use-action';

afterEach(cleanup);

function Form({ task }: { task: () => Promise<void> }) {
  const { pending, error, run } = useAction();
  return (
    <form
      aria-label="Form"
      onSubmit={(event) => {
        event.preventDefault();
        void run(task);
      }}
    >
      {error ? <p role="alert">{String(error)}</p> : null}
      <button disabled={pending}>Send</button>
    </form>
  );
}

describe('useAction', () => {
  it('sends once when the form is submitted again while the first call is pending', async () => {
    let release: () => void = () => undefined;
    const task = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    render(<Form task={task} />);
    fireEvent.submit(screen.getByRole('form'));
    fireEvent.submit(screen.getByRole('form'));
    expect(task).toHaveBeenCalledTimes(1);
    release();
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button').disabled).toBe(false));
    fireEvent.submit(screen.getByRole('form'));
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('shows the error of a failed call and clears it on the next try', async () => {
    const task = vi.fn().mockRejectedValueOnce('Refused').mockResolvedValueOnce(undefined);
    render(<Form task={task} />);
    fireEvent.submit(screen.getByRole('form'));
    expect((await screen.findByRole('alert')).textContent).toBe('Refused');
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
