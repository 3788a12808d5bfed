import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForQuoteLinks, onQuoteRequest, requestQuote } from './quoteRequest';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('requestQuote', () => {
  it('tells every listener until it stops listening', () => {
    const form = vi.fn();
    const other = vi.fn();
    const stop = onQuoteRequest(form);
    const stopOther = onQuoteRequest(other);
    requestQuote();
    expect(form).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);

    stop();
    requestQuote();
    expect(form).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(2);
    stopOther();
  });

  it('keeps a request made while no form listens for the first form that does, once', () => {
    requestQuote();
    requestQuote();
    const form = vi.fn();
    const stop = onQuoteRequest(form);
    expect(form).toHaveBeenCalledTimes(1);
    stop();
    const later = vi.fn();
    onQuoteRequest(later)();
    expect(later).not.toHaveBeenCalled();
  });
});

describe('listenForQuoteLinks', () => {
  it('asks for a quote on a click anywhere inside a marked link, and stops when told', () => {
    document.body.innerHTML = `<a href="#contact" data-requests-quote="true"><span>Get a Quote</span></a><a href="#x">Other</a>`;
    const form = vi.fn();
    const stopForm = onQuoteRequest(form);
    const stop = listenForQuoteLinks();
    document.querySelector('span')!.click();
    document.querySelector<HTMLAnchorElement>('a[href="#x"]')!.click();
    expect(form).toHaveBeenCalledTimes(1);
    stop();
    document.querySelector('span')!.click();
    expect(form).toHaveBeenCalledTimes(1);
    stopForm();
  });
});
