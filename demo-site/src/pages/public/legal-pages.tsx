import { useStore } from '@nanostores/preact';
import { $brand, $whiteLabel, brandName } from '@kyu/core/branding';
import type { LegalText } from './legal-texts';
import { PRIVACY, TERMS } from './legal-texts';

function LegalPage({ title, text }: { title: string; text: LegalText }) {
  const whiteLabel = useStore($whiteLabel);
  const service = brandName(useStore($brand), whiteLabel);
  const operator = whiteLabel ? whiteLabel.school_name : `the ${service} team`;
  const fill = (s: string) => s.replaceAll('{service}', service).replaceAll('{operator}', operator);
  return (
    <>
      <h1>{title}</h1>
      {text.map(([heading, body]) => (
        <section key={heading}>
          <h2>{heading}</h2>
          <p>{fill(body)}</p>
        </section>
      ))}
      <p>
        Questions? <a href="/support">Write to us</a>.
      </p>
    </>
  );
}

/** /terms-condition: the default terms, named for the brand or school. */
export const TermsPage = () => <LegalPage title="Terms and conditions" text={TERMS} />;

/** /privacy-policy: the default privacy policy, named for the brand or school. */
export const PrivacyPage = () => <LegalPage title="Privacy policy" text={PRIVACY} />;
