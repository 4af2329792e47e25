/** The Moodle files the console's import spec sends: each of mixed types, with broken questions. */

/** The 1-based line of the first line of `file` that contains `text`, as the import reports it. */
export const lineOf = (file: string, text: string) =>
  file.split('\n').findIndex((line) => line.includes(text)) + 1;

/**
 * A GIFT file of mixed types: single and multiple choice, true/false, numerical and short
 * answer, which Kyu takes, and a matching question and a numerical one with two right answers,
 * which it cannot.
 */
export const giftFile = (stamp: string) =>
  [
    `// Kyu's import check ${stamp}.`,
    `$CATEGORY: $course$/top/Imported ${stamp}`,
    '',
    `::Half:: Gift ${stamp} what is 1/2 + 1/2? {=1 ~2 ~3 ####Two halves make a whole.}`,
    '',
    `::Primes:: Gift ${stamp} which are prime? {~%50%2 ~%50%3 ~%-100%4}`,
    '',
    `Gift ${stamp} grass is green. {T}`,
    '',
    `::Pi:: Gift ${stamp} what is pi to two places? {#3.14:0.005}`,
    '',
    `::Capital:: Gift ${stamp} the capital of France? {=Paris =Lutetia}`,
    '',
    `::Match:: Gift ${stamp} match the capitals {=France -> Paris =Spain -> Madrid}`,
    '',
    `::Root:: Gift ${stamp} a square root of 4? {#=2:0 =-2:0}`,
    '',
  ].join('\n');

/** The rejected square-root question, corrected to the one answer Kyu can mark. */
export const fixedGift = (stamp: string) =>
  [
    `$CATEGORY: $course$/top/Imported ${stamp}`,
    '',
    `::Root:: Gift ${stamp} a square root of 4? {#2:0}`,
    '',
  ].join('\n');

/** A Moodle XML file of the same mix, with a matching question and a part-mark short answer. */
export const xmlFile = (stamp: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category">
    <category><text>$course$/top/Imported ${stamp}</text></category>
  </question>
  <question type="multichoice">
    <name><text>Biggest</text></name>
    <questiontext format="html"><text><![CDATA[<p>Xml ${stamp} which is the <b>biggest</b>?</p>]]></text></questiontext>
    <single>true</single>
    <answer fraction="100"><text>1 m</text></answer>
    <answer fraction="0"><text>10 cm</text></answer>
    <answer fraction="0"><text>1 mm</text></answer>
  </question>
  <question type="truefalse">
    <name><text>Kilo</text></name>
    <questiontext format="plain_text"><text>Xml ${stamp} a kilogram is 1000 g.</text></questiontext>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>
  <question type="shortanswer">
    <name><text>Unit</text></name>
    <questiontext format="html"><text>Xml ${stamp} the SI unit of length?</text></questiontext>
    <answer fraction="100"><text>metre</text></answer>
    <answer fraction="100"><text>meter</text></answer>
  </question>
  <question type="numerical">
    <name><text>Width</text></name>
    <questiontext format="html"><text>Xml ${stamp} how many centimetres in a metre?</text></questiontext>
    <answer fraction="100"><text>100</text><tolerance>0</tolerance></answer>
  </question>
  <question type="matching">
    <name><text>Pairs</text></name>
    <questiontext format="html"><text>Xml ${stamp} match the units.</text></questiontext>
  </question>
  <question type="shortanswer">
    <name><text>Partial</text></name>
    <questiontext format="html"><text>Xml ${stamp} spell metre</text></questiontext>
    <answer fraction="100"><text>metre</text></answer>
    <answer fraction="50"><text>meter</text></answer>
  </question>
</quiz>
`;
