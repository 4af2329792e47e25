import { configureMusic, MUSIC_TRACKS, type Sound } from '@kyu/core/music';
import { $location } from '@kyu/core/router';
import { $user } from '@kyu/core/session';
import { resetCore } from '@kyu/core/testing';
import { makeSessionUser } from '@kyu/test-support/data';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SONGS } from '../../scripts/music/songs.mjs';
import { MusicControl } from './music-control';

const urls: string[] = [];
const silent = (url: string): Sound => {
  urls.push(url);
  const nothing = () => undefined;
  return { play: nothing, pause: nothing, stop: nothing, fade: nothing, unload: nothing };
};

beforeEach(() => {
  resetCore();
  urls.length = 0;
  configureMusic({ createSound: silent });
  $user.set(makeSessionUser());
  $location.set({ pathname: '/student/library', search: '' });
});
afterEach(cleanup);

const control = () => screen.getByRole('region', { name: 'Music' });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

// The store's listeners re-render on the next tick, after the click's own act() has returned.
const shows = (running: string, volume: string) =>
  waitFor(() => expect({ ...control().dataset }).toEqual({ running, volume }));

describe('<MusicControl>', () => {
  it('starts the first track at the first click and steps through the list', async () => {
    render(<MusicControl />);
    expect(control().dataset.running).toBe('false');
    press('Previous track');
    await shows('true', '1');
    await screen.findByText('Jazz In A Room');
    press('Next track');
    await screen.findByText('Marhaban Ya Ramadhan');
    expect(urls.at(-1)).toBe('/music/marhaban-ya-ramadhan.mp3');
  });

  it('pauses and mutes, telling a screen reader which', async () => {
    render(<MusicControl />);
    press('Pause music');
    await screen.findByRole('button', { name: 'Play music' });
    press('Mute music');
    await shows('false', '0');
    const mute = screen.getByRole('button', { name: 'Mute music' });
    expect(mute.getAttribute('aria-pressed')).toBe('true');
  });

  it('draws its controls as inline SVG, with no emoji glyph that could show as a box', async () => {
    render(<MusicControl />);
    const buttons = [...control().querySelectorAll('button')];
    expect(buttons).toHaveLength(4);
    for (const button of buttons) expect(button.querySelector('svg')).not.toBeNull();
    press('Pause music');
    press('Mute music');
    await screen.findByRole('button', { name: 'Play music' });
    expect(control().textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('plays the files the build renders', () => {
    expect(SONGS.map((song) => `${song.file}.mp3`)).toEqual(MUSIC_TRACKS.map((t) => t.file));
    expect(SONGS.map((song) => song.title)).toEqual(MUSIC_TRACKS.map((t) => t.title));
  });
});
