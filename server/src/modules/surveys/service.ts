import { TutorPrompt } from '@kyu/core/contract';
import { pickOne, type Random } from '../nudges/service';
import { SURVEYS, type Survey, type SurveyQuestion } from './catalogue';

/** What other modules read of the catalogue: the answer scale and a question by its ids. */
export { SURVEY_OPTIONS, findQuestion } from './catalogue';

const byKind = (type: Survey['type'], trigger: Survey['trigger']) =>
  SURVEYS.find((s) => s.type === type && s.trigger === trigger)!;

/**
 * The surveys each survey trigger asks from. The disposition of learning is how a student
 * feels about learning in general, so it draws on the login surveys of both kinds.
 */
const SURVEYS_OF_TRIGGER: Readonly<Record<number, readonly Survey[]>> = {
  [TutorPrompt.SURVEY_DISPOSITION_OF_LEARNING]: [
    byKind('confidence', 'login'),
    byKind('motivation', 'login'),
  ],
  [TutorPrompt.CONFIDENCE_SURVEY_LOGIN]: [byKind('confidence', 'login')],
  [TutorPrompt.CONFIDENCE_SURVEY_AFTER_PRACTICE]: [byKind('confidence', 'after_practice')],
  [TutorPrompt.MOTIVATION_SURVEY_LOGIN]: [byKind('motivation', 'login')],
  [TutorPrompt.MOTIVATION_SURVEY_AFTER_PRACTICE]: [byKind('motivation', 'after_practice')],
};

export const isSurveyTrigger = (tutorPrompt: number) => tutorPrompt in SURVEYS_OF_TRIGGER;

/** For each survey the trigger selects, one of its questions picked at random (overview §4). */
export function questionsFor(
  tutorPrompt: number,
  random: Random,
): { survey: Survey; question: SurveyQuestion }[] {
  return (SURVEYS_OF_TRIGGER[tutorPrompt] ?? []).map((survey) => ({
    survey,
    question: pickOne(survey.questions, random),
  }));
}
