import { useStore } from '@nanostores/preact';
import { $brand, $whiteLabel, brandName } from '@kyu/core/branding';
import type { LegalText } from './legal-texts';
import { PRIVACY, TERMS, paragraphs } from './legal-texts';

function DefaultText({ text }: { text: LegalText }) {
  const whiteLabel = useStore($whiteLabel);
  const service = brandName(useStore($brand), whiteLabel);
  const operator = whiteLabel ? whiteLabel.school_name : `the ${service} team`;
  const fill = (s: string) => s.replaceAll('{service}', service).replaceAll('{operator}', operator);
  return text.map(([heading, body]) => (
    <section key={heading}>
      <h2>{heading}</h2>
      <p>{fill(body)}</p>
    </section>
  ));
}

/**
 * A school's own text, as typed: rendered as text nodes, never as HTML, so markup a school
 * pastes shows as characters; its line breaks inside a paragraph are kept by `.plain-text`.
 */
const SchoolText = ({ text }: { text: string }) =>
  paragraphs(text).map((paragraph, i) => (
    <p key={i} className="plain-text">
      {paragraph}
    </p>
  ));

function LegalPage(props: {
  title: string;
  defaults: LegalText;
  own: 'terms_text' | 'privacy_text';
}) {
  const own = useStore($whiteLabel)?.[props.own];
  return (
    <>
      <h1>{props.title}</h1>
      {own ? <SchoolText text={own} /> : <DefaultText text={props.defaults} />}
      <p>
        Questions? <a href="/support">Write to us</a>.
      </p>
    </>
  );
}

/** /terms-condition: the white-labelled school's own terms, else the defaults named for the brand or school. */
export const TermsPage = () => (
  <LegalPage title="Terms and conditions" defaults={TERMS} own="terms_text" />
);

/** /privacy-policy: the white-labelled school's own policy, else the defaults named for the brand or school. */
export const PrivacyPage = () => (
  <LegalPage title="Privacy policy" defaults={PRIVACY} own="privacy_text" />
);
