import { configureApi } from '@kyu/core/api';
import { $brand, $whiteLabel, startBranding } from '@kyu/core/branding';
import { resetCore } from '@kyu/core/testing';
import { makeWhiteLabel } from '@kyu/test-support/data';
import { fakeFetch, on } from '@kyu/test-support/fetch';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PrivacyPage, TermsPage } from './legal-pages';
import { SupportPage } from './support-page';

beforeEach(() => {
  resetCore();
  // resetCore leaves branding alone; each test here starts on an unbranded site.
  $brand.set('default');
  $whiteLabel.set(null);
  configureApi({ baseUrl: '/api/v1' });
});
afterEach(cleanup);

function send(email: string, message: string) {
  render(<SupportPage />);
  fireEvent.input(screen.getByLabelText('Your e-mail'), { target: { value: email } });
  fireEvent.input(screen.getByLabelText('Message'), { target: { value: message } });
  fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!);
}

describe('support', () => {
  it('sends the message and says where the reply goes', async () => {
    const seen = fakeFetch(on('POST', '/api/v1/mailer/contact-us', { body: { ok: true } }));
    send('parent@example.com', 'How do I add a second child?');
    expect((await screen.findByRole('status')).textContent).toContain('parent@example.com');
    expect(JSON.parse(String(seen[0]?.body))).toEqual({
      from_email: 'parent@example.com',
      message: 'How do I add a second child?',
    });
  });

  it('shows the server’s field error beside the field and the limit in words', async () => {
    fakeFetch(
      on('POST', '/api/v1/mailer/contact-us', {
        status: 400,
        body: {
          title: 'Bad request',
          status: 400,
          errors: { '/from_email': ['must be an e-mail address'] },
        },
      }),
    );
    send('x@y', 'Hello');
    expect(await screen.findByText('must be an e-mail address')).toBeTruthy();
    expect(screen.getByLabelText('Your e-mail').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a message of blanks without sending it', async () => {
    const seen = fakeFetch();
    send('parent@example.com', '   ');
    expect((await screen.findByRole('alert')).textContent).toBe('Please write a message.');
    expect(seen).toHaveLength(0);
  });
});

describe('terms and privacy', () => {
  it('name the brand by default', () => {
    $brand.set('academy');
    render(<TermsPage />);
    expect(
      screen.getByText(
        /^Kyu Academy is a practice and tutoring service run by the Kyu Academy team/,
      ),
    ).toBeTruthy();
  });

  it('name the school on its own site, and say who is responsible for children’s data', () => {
    $whiteLabel.set(
      makeWhiteLabel({ school_name: 'Hillside School', page_title: 'Hillside Learning' }),
    );
    render(<PrivacyPage />);
    expect(screen.getByRole('heading', { name: 'Children’s data' })).toBeTruthy();
    expect(screen.getByText(/Hillside School is responsible for this data/)).toBeTruthy();
  });

  it('show the school’s own terms on its site as plain-text paragraphs, never as HTML', () => {
    $whiteLabel.set(
      makeWhiteLabel({
        school_name: 'Hillside School',
        terms_text: 'Our rules.\nLine two.\n\n  \n<img src=x onerror=alert(1)><b>Bold?</b>',
      }),
    );
    const { container } = render(<TermsPage />);
    const texts = [...container.querySelectorAll('p.plain-text')].map((p) => p.textContent);
    expect(texts).toEqual(['Our rules.\nLine two.', '<img src=x onerror=alert(1)><b>Bold?</b>']);
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.queryByText(/practice and tutoring service/)).toBeNull();
  });

  it('keep the default privacy policy when the school set only its terms', () => {
    $whiteLabel.set(makeWhiteLabel({ school_name: 'Hillside School', terms_text: 'Our rules.' }));
    render(<PrivacyPage />);
    expect(screen.getByText(/Hillside School is responsible for this data/)).toBeTruthy();
    expect(screen.queryByText('Our rules.')).toBeNull();
  });

  it('load the school’s privacy policy for the domain the portal runs on', async () => {
    const seen = fakeFetch(
      on('GET', /^\/api\/v1\/auth\/white-label\?/, {
        body: makeWhiteLabel({ privacy_text: 'Hillside keeps your data in the UK.' }),
      }),
    );
    await startBranding({ hostname: 'second.hillside.example' });
    render(<PrivacyPage />);
    expect(seen[0]!.url).toBe('/api/v1/auth/white-label?domain=second.hillside.example');
    expect(screen.getByText('Hillside keeps your data in the UK.')).toBeTruthy();
  });
});
