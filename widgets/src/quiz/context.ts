import type { QuizStores } from '@kyu/core/quiz';
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

// Each <Quiz> provides its own stores, so two quizzes on one page never share an answer. Only
// <Quiz> renders the parts that read it.
const QuizContext = createContext<QuizStores>(null as never);

/** Provides a quiz's stores and actions to the parts it renders. */
export const QuizProvider = QuizContext.Provider;

/** The stores and actions of the quiz this part is rendered in. */
export const useQuiz = (): QuizStores => useContext(QuizContext);
