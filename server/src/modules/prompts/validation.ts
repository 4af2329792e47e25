import { promptProblems } from '@kyu/core/contract';
import { badRequest } from '../../lib/problem';

/** Throws a 400 naming every problem of a prompt text, before it can replace the working one. */
export function refuseInvalid(type: string, content: string) {
  const problems = promptProblems(type, content);
  if (problems.length === 0) return;
  throw badRequest(`The prompt ${problems.join('; ')}. The prompt in force is unchanged.`, {
    content: problems,
  });
}
