import { matchRoute } from '@kyu/core/routes';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { GuidedDemoPage } from './guided-demo-page';
import { pageFor } from '.';
import { ComingSoonPage } from './coming-soon-page';

afterEach(cleanup);

const stop = () => screen.getByRole('region').querySelector('h2')?.textContent;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('guided demo', () => {
  it('is built: /demo/guided-demo has its own page, not "not available in the portal yet"', () => {
    const match = matchRoute('/demo/guided-demo')!;
    expect(pageFor(match.route)).not.toBe(ComingSoonPage);
    render(<GuidedDemoPage />);
    expect(document.body.textContent).not.toContain('not available');
  });

  it("tours the student's six places one stop at a time, back and forth", () => {
    render(<GuidedDemoPage />);
    const seen = [stop()];
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    for (let n = 1; n < 6; n++) {
      next();
      seen.push(stop());
    }
    expect(seen).toEqual([
      'Your learning path',
      'Your library',
      'Your coach',
      'Weekly leagues',
      'Your sticker book',
      'Your profile',
    ]);
    expect(screen.getByText('Stop 6 of 6')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(stop()).toBe('Your sticker book');
  });

  it('links the public pages a visitor can try, and ends with the ways in', () => {
    render(<GuidedDemoPage />);
    next();
    next();
    expect(screen.getByRole('link', { name: 'Ask the coach' }).getAttribute('href')).toBe('/chat');
    next();
    expect(screen.getByRole('link', { name: 'See a league' }).getAttribute('href')).toBe(
      '/leaderboard',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Your profile' }));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});
