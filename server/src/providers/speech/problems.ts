import { HttpProblem, problemType, refused } from '../../lib/problem';

/** A read-aloud failure the client can show: the words come from us, never from upstream. */
export const speechUnavailable = () =>
  new HttpProblem(
    503,
    'Service unavailable',
    'Reading aloud is not available right now. Please try again.',
    { type: problemType('speech-unavailable'), headers: { 'retry-after': '5' } },
  );

/** Only marks, pictures or blanks: there is nothing a voice could say. */
export const nothingToRead = () =>
  refused('This text has no words to read aloud.', 'nothing-to-read');

/** The engine could not say any sentence of the text, even on a fresh start. */
export const unspeakable = () => refused('This text could not be read aloud.', 'unspeakable');
