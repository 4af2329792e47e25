import { AnswerFormatError, type AnswerCodec } from '@kyu/core/contract';
import { MarkingInputError } from './outcome';

/**
 * Reads a stored answer text with its type's codec (core's contract, which the quiz player
 * writes with). A text the type cannot hold is the sender's to fix: a `MarkingInputError`.
 */
export function readAnswer<T>(codec: AnswerCodec<T>, text: string | null): T {
  try {
    return codec.parse(text);
  } catch (error) {
    if (error instanceof AnswerFormatError) throw new MarkingInputError(error.message);
    throw error;
  }
}
