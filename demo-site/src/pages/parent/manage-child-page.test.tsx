import { configureApi } from '@kyu/core/api';
import { UserRole } from '@kyu/core/constants';
import { routeByName } from '@kyu/core/routes';
import { $user } from '@kyu/core/session';
import { resetCore } from '@kyu/core/testing';
import { makeChild, makeProduct, makeSessionUser, makeSubscription } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManageChildPage } from './manage-child-page';

const child = makeChild({ first_name: 'Ada', last_name: 'King' });
const [maths, english] = [makeProduct(), makeProduct()];
const sub = makeSubscription({ student_id: child.id, course_ids: [maths.course.id] });
const problem = (status: number, detail: string, errors?: Record<string, string[]>) => ({
  status,
  body: { type: 'about:blank', title: 'Refused', status, detail, errors },
});

function serve(...extra: Parameters<typeof fakeFetch>) {
  return fakeFetch(
    ...extra,
    on('GET', '/api/v1/users/children', { body: [child] }),
    on('GET', `/api/v1/subscription?student_id=${child.id}`, { body: [sub] }),
    on('GET', `/api/v1/subscription/products?student_id=${child.id}`, { body: [maths, english] }),
    on('GET', /hardest-question-report/, { body: { child_id: child.id, questions: [] } }),
    on('GET', /academic-levels|subjects/, { body: [{ id: 5, name: 'Year 5' }] }),
  );
}

const page = (childId = String(child.id)) =>
  render(<ManageChildPage route={routeByName('childManage')} params={{ childId }} search="" />);

beforeEach(() => {
  resetCore();
  configureApi({ baseUrl: '/api/v1' });
  $user.set(makeSessionUser({ user_role_id: UserRole.parent }));
});
afterEach(cleanup);

describe('managing a child', () => {
  it('cancels only after a confirm, and resume flips it back', async () => {
    serve(
      on('POST', `/api/v1/subscription/${sub.subscription_id}/cancel`, { body: {} }),
      on('POST', `/api/v1/subscription/${sub.subscription_id}/resume`, { body: {} }),
    );
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const confirm = screen.getByRole('group', { name: 'Confirm the cancel' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText(/^Cancels on/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText(/^Active, renews on/)).toBeTruthy();
    expect(screen.getByText(/^Billing period: /)).toBeTruthy();
  });

  it('adds a course to the subscription and shows a refusal', async () => {
    const both = { ...sub, course_ids: [maths.course.id, english.course.id] };
    serve(
      on('POST', `/api/v1/subscription/${sub.subscription_id}/products/${english.id}`, {
        body: both,
      }),
      on('DELETE', /\/products\//, problem(409, 'The last course cannot be removed.')),
    );
    page();
    await screen.findByText(english.course.name);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const removes = await screen.findAllByRole('button', { name: 'Remove' });
    expect(removes).toHaveLength(2);
    fireEvent.click(removes[0]!);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The last course cannot be removed.',
    );
  });

  it('saves only what changed and shows a server error beside its field', async () => {
    const seen = serve(
      on(
        'PATCH',
        `/api/v1/users/children/${child.id}`,
        problem(400, 'Check the form.', {
          '/first_name': ['must be 80 characters or fewer'],
        }),
      ),
    );
    page();
    const first = await screen.findByLabelText('First name');
    fireEvent.input(first, { target: { value: 'A'.repeat(81) } });
    fireEvent.submit(first.closest('form')!);
    expect(await screen.findByText('must be 80 characters or fewer')).toBeTruthy();
    expect(first.getAttribute('aria-invalid')).toBe('true');
    const patch = seen.find((r) => r.method === 'PATCH');
    expect(JSON.parse(String(patch?.body))).toEqual({ first_name: 'A'.repeat(81) });
  });

  it('shows the leagues switch on and turns it off as leagues_blocked', async () => {
    const blocked = {
      ...child,
      user_information: { ...child.user_information, leagues_blocked: true },
    };
    const seen = serve(on('PATCH', `/api/v1/users/children/${child.id}`, { body: blocked }));
    page();
    const leagues = await screen.findByRole<HTMLInputElement>('switch', { name: 'Weekly leagues' });
    await waitFor(() => expect(leagues.checked).toBe(true));
    expect(leagues.getAttribute('aria-describedby')).toBe('child-leagues-help');
    expect(screen.getByText(/^Leagues show your child's pseudonym/)).toBeTruthy();
    fireEvent.click(leagues);
    await waitFor(() => expect(leagues.checked).toBe(false));
    const patch = seen.find((r) => r.method === 'PATCH');
    expect(JSON.parse(String(patch?.body))).toEqual({ leagues_blocked: true });
  });

  it('keeps the leagues switch as saved and says why when the server refuses', async () => {
    serve(on('PATCH', `/api/v1/users/children/${child.id}`, problem(403, 'Not your child.')));
    page();
    const leagues = await screen.findByRole<HTMLInputElement>('switch', { name: 'Weekly leagues' });
    // The children outlive a test, so the switch may first show the last test's saved child.
    await waitFor(() => expect(leagues.checked).toBe(true));
    fireEvent.click(leagues);
    expect((await screen.findByRole('alert')).textContent).toBe('Not your child.');
    expect(leagues.checked).toBe(true);
  });

  it('says plainly when the child is not one of yours', async () => {
    serve();
    page('999999');
    expect((await screen.findByRole('alert')).textContent).toContain('not one of your children');
  });
});
