import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyDefine } from './lazy-define';

let counter = 0;
const uniqueTag = () => `kyu-test-${++counter}`;
const element = () => class extends HTMLElement {};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('lazyDefine', () => {
  it('defines a tag already in the page after configuring core once', async () => {
    const [a, b] = [uniqueTag(), uniqueTag()];
    document.body.innerHTML = `<${a}></${a}><${b}></${b}>`;
    const boot = vi.fn(async () => undefined);
    stop = lazyDefine({
      doc: document,
      registry: { [a]: async () => element(), [b]: async () => element() },
      boot,
    });
    await flush();
    expect(customElements.get(a)).toBeDefined();
    expect(customElements.get(b)).toBeDefined();
    expect(boot).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for tags the page does not use', async () => {
    const tag = uniqueTag();
    const load = vi.fn(async () => element());
    const boot = vi.fn(async () => undefined);
    stop = lazyDefine({ doc: document, registry: { [tag]: load }, boot });
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(boot).not.toHaveBeenCalled();
  });

  it('defines a tag that appears later', async () => {
    const tag = uniqueTag();
    stop = lazyDefine({
      doc: document,
      registry: { [tag]: async () => element() },
      boot: async () => undefined,
    });
    document.body.append(document.createElement(tag));
    await flush();
    await flush();
    expect(customElements.get(tag)).toBeDefined();
  });

  it("imports a widget's chunk once however many of its elements appear", async () => {
    const tag = uniqueTag();
    document.body.innerHTML = `<${tag}></${tag}>`;
    const load = vi.fn(async () => element());
    stop = lazyDefine({ doc: document, registry: { [tag]: load }, boot: async () => undefined });
    document.body.append(document.createElement(tag), document.createElement(tag));
    await flush();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(customElements.get(tag)).toBeDefined();
  });

  it('leaves alone a tag the page defined itself', async () => {
    const tag = uniqueTag();
    customElements.define(tag, element());
    document.body.innerHTML = `<${tag}></${tag}>`;
    const load = vi.fn(async () => element());
    stop = lazyDefine({ doc: document, registry: { [tag]: load }, boot: async () => undefined });
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it('reports a chunk that fails to load', async () => {
    const tag = uniqueTag();
    document.body.innerHTML = `<${tag}></${tag}>`;
    const onError = vi.fn();
    const failure = new Error('offline');
    stop = lazyDefine({
      doc: document,
      registry: { [tag]: () => Promise.reject(failure) },
      boot: async () => undefined,
      onError,
    });
    await flush();
    expect(onError).toHaveBeenCalledWith(tag, failure);
  });

  it('shows the preview of each element and loads only when a preview asks, once', async () => {
    const tag = uniqueTag();
    document.body.innerHTML = `<${tag}></${tag}><${tag}></${tag}>`;
    const load = vi.fn(async () => element());
    const starts: (() => void)[] = [];
    const preview = vi.fn((_el: HTMLElement, start: () => void) => void starts.push(start));
    stop = lazyDefine({
      doc: document,
      registry: { [tag]: load },
      boot: async () => undefined,
      previews: { [tag]: preview },
    });
    await flush();
    expect(preview).toHaveBeenCalledTimes(2);
    expect(load).not.toHaveBeenCalled();
    starts[0]!();
    starts[1]!();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(customElements.get(tag)).toBeDefined();
  });

  it('previews an element that appears later', async () => {
    const tag = uniqueTag();
    const preview = vi.fn();
    stop = lazyDefine({
      doc: document,
      registry: { [tag]: async () => element() },
      boot: async () => undefined,
      previews: { [tag]: preview },
    });
    document.body.append(document.createElement(tag));
    await flush();
    expect(preview).toHaveBeenCalledTimes(1);
  });
});
