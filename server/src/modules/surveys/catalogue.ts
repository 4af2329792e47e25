import type { SurveyOption } from '@kyu/core/contract';

export type SurveyType = 'confidence' | 'motivation';
export type SurveyTrigger = 'login' | 'after_practice';

export interface SurveyQuestion {
  /** Unique across every survey, so a saved answer names its question alone. */
  id: number;
  text: string;
}

export interface Survey {
  id: number;
  type: SurveyType;
  trigger: SurveyTrigger;
  questions: readonly SurveyQuestion[];
}

/** Every question is answered on the same four-point scale (overview §9: values 1 to 4). */
export const SURVEY_OPTIONS: readonly SurveyOption[] = [
  { value: 1, label: 'Not at all like me' },
  { value: 2, label: 'A little like me' },
  { value: 3, label: 'Quite like me' },
  { value: 4, label: 'Very much like me' },
];

const numbered = (first: number, texts: string[]): SurveyQuestion[] =>
  texts.map((text, i) => ({ id: first + i, text }));

/**
 * The four surveys of overview §3. Statements are written for school students to rate how
 * much each is like them: the login ones about learning in general, the after-practice ones
 * about the practice just finished.
 */
export const SURVEYS: readonly Survey[] = [
  {
    id: 1,
    type: 'confidence',
    trigger: 'login',
    questions: numbered(101, [
      'I feel sure I can understand the new things we learn in class.',
      'When a question looks hard, I believe I can work it out.',
      'I feel ready to start practising today.',
      'I could explain what I have learned to a friend.',
      'When I get stuck, I know ways to help myself get unstuck.',
    ]),
  },
  {
    id: 2,
    type: 'confidence',
    trigger: 'after_practice',
    questions: numbered(201, [
      'I felt sure about most of my answers in that practice.',
      'When a question was tricky, I kept thinking until I had a plan.',
      'I could explain how I got my answers.',
      'I understand this topic better than before I started.',
      'My mistakes in that practice showed me what to work on next.',
      'I could do a similar set of questions on my own.',
      'I checked my work and trusted what I found.',
      'I felt calm while I was answering the questions.',
      'I used the hints and explanations well when I needed them.',
      'I believe I will do even better next time.',
    ]),
  },
  {
    id: 3,
    type: 'motivation',
    trigger: 'login',
    questions: numbered(301, [
      'I am looking forward to learning something new today.',
      'I want to get better at this subject because it matters to me.',
      'I enjoy the feeling of solving a problem by myself.',
      'I have a goal that I want to reach with my practice.',
      'I keep going even when the work gets hard.',
    ]),
  },
  {
    id: 4,
    type: 'motivation',
    trigger: 'after_practice',
    questions: numbered(401, [
      'I enjoyed working through that practice.',
      'I want to practise this topic again soon.',
      'I tried my best on every question.',
      'I kept going even when a question was hard.',
      'I feel proud of the effort I put in.',
      'Finishing that practice brought me closer to my goal.',
      'I was curious to find out why my answers were right or wrong.',
      'I would like to try harder questions next time.',
      'I stayed focused for the whole practice.',
      'I can see how what I practised will help me.',
    ]),
  },
];

export function surveyById(id: number): Survey | undefined {
  return SURVEYS.find((s) => s.id === id);
}

/** The survey and question a saved survey message refers to, if both still exist. */
export function findQuestion(surveyId: number | null, questionId: number | null) {
  const survey = surveyId === null ? undefined : surveyById(surveyId);
  const question = survey?.questions.find((q) => q.id === questionId);
  return survey && question ? { survey, question } : undefined;
}
