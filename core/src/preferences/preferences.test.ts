import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StorageKey } from '../storage/keys';
import { resetCore } from '../testing/reset';
import { $autoPlay, $playMusic, $quizAutoPlay } from '.';

let local: Storage;
beforeEach(() => {
  ({ local } = resetCore());
});
afterEach(() => cleanStores($autoPlay, $quizAutoPlay, $playMusic));

describe('preferences', () => {
  it('are on by default', () => {
    const stops = [$autoPlay, $quizAutoPlay, $playMusic].map((store) => store.listen(() => {}));
    expect([$autoPlay.get(), $quizAutoPlay.get(), $playMusic.get()]).toEqual([true, true, true]);
    stops.forEach((stop) => stop());
  });

  it('read a stored false under the spec key names', () => {
    local.setItem(StorageKey.autoPlay, 'false');
    const stop = $autoPlay.subscribe(() => {});
    expect($autoPlay.get()).toBe(false);
    stop();
  });

  it('keep a change in local storage', () => {
    const stop = $quizAutoPlay.subscribe(() => {});
    $quizAutoPlay.set(false);
    expect(local.getItem('kyu:quizAutoPlay')).toBe('false');
    stop();
  });
});
