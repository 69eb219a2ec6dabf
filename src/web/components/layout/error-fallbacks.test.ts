import { MantineProvider } from '@mantine/core';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdminErrorFallback } from './admin-error-fallback';
import { ErrorFallback, errorMessageOf } from './error-fallback';

// Rendered to HTML on the server side of React: no DOM needed to check the spec's texts.
const html = (element: ReactElement) => renderToStaticMarkup(createElement(MantineProvider, null, element));
const noop = () => undefined;

describe('error fallbacks (spec §2)', () => {
  it('"Something went wrong" with the message, Try Again and Go Home', () => {
    const markup = html(createElement(ErrorFallback, { error: new Error('Team list exploded'), onRetry: noop }));
    expect(markup).toContain('Something went wrong');
    expect(markup).toContain('Team list exploded');
    expect(markup).toContain('Try Again');
    expect(markup).toContain('Go Home');
    expect(markup).toContain('role="alert"');
  });

  it('the admin area: "Admin Panel Error" with Refresh Page', () => {
    const markup = html(createElement(AdminErrorFallback, { error: new Error('Draft board failed'), onRefresh: noop }));
    expect(markup).toContain('Admin Panel Error');
    expect(markup).toContain('Draft board failed');
    expect(markup).toContain('Refresh Page');
  });

  it('says something useful for errors without a message', () => {
    expect(errorMessageOf(new Error(''))).toBe('An unexpected error occurred.');
    expect(errorMessageOf('plain text')).toBe('plain text');
    expect(errorMessageOf({ weird: true })).toBe('An unexpected error occurred.');
  });
});
