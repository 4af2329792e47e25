import { useId, type CSSProperties, type ReactNode } from 'react';
import { FormDataConsumer } from 'react-admin';
import type { SchoolFormData } from '../school-data';
import { brandLook } from './preview-model';
import { PREVIEW_CSS } from './preview-css';

// A speech bubble, as the coach's button draws one.
const BUBBLE = 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z';

/**
 * How the school's pages look with the values in the form now: the portal's top bar, a card
 * with its buttons, and the coach's bubble, redrawn on every change. The mock is a picture, not
 * controls (hidden from screen readers); the contrast warnings are read out as they change.
 */
export const BrandPreview = () => (
  <FormDataConsumer<SchoolFormData>>
    {({ formData }) => <PreviewOf data={formData} />}
  </FormDataConsumer>
);

const PreviewOf = ({ data }: { data: SchoolFormData }) => {
  const look = brandLook(data);
  // Each of the three tabs with white-label fields draws its own preview, so ids are per copy.
  const heading = useId();
  return (
    <aside className="kyu-brand-preview" aria-labelledby={heading}>
      <style>{PREVIEW_CSS}</style>
      <h2 id={heading} className="kyu-sr">
        Preview of the brand
      </h2>
      <div
        className="kbp-page"
        data-testid="brand-preview"
        aria-hidden="true"
        style={look.vars as CSSProperties}
      >
        <div className="kbp-tab">{look.tabTitle}</div>
        <div className="kbp-bar">
          {look.logo ? (
            <img src={look.logo} alt="" />
          ) : (
            <span className="kbp-name">{look.name}</span>
          )}
          <span className="kbp-link">My courses</span>
          <span className="kbp-button kbp-primary">Sign in</span>
        </div>
        <div className="kbp-card">
          <h3>Fractions practice</h3>
          <div className="kbp-progress">
            <span />
          </div>
          <div className="kbp-actions">
            <span className="kbp-button kbp-primary">Start quiz</span>
            <span className="kbp-button kbp-secondary kbp-focus">Later</span>
          </div>
        </div>
        {look.mascot && <img className="kbp-mascot" src={look.mascot} alt="" />}
        <span className="kbp-bubble">
          <svg viewBox="0 0 24 24">
            <path d={BUBBLE} />
          </svg>
        </span>
      </div>
      <div role="status" aria-live="polite">
        {look.warnings.length > 0 && (
          <ul className="kbp-warnings" aria-label="Contrast warnings">
            {look.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
};

/** A tab's white-label fields with the preview beside them (below them on a narrow screen). */
export const WithBrandPreview = ({ children }: { children: ReactNode }) => (
  <div className="kyu-with-preview">
    <div className="kyu-fields">{children}</div>
    <BrandPreview />
  </div>
);
