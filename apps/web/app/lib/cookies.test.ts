import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';
import { parseSidebarCollapsed } from './sidebar-state';

describe('readCookie', () => {
  it('finds a cookie among others', () => {
    expect(readCookie('theme=light-theme; sidebar=collapsed', 'sidebar')).toBe('collapsed');
    expect(readCookie('a=1;b=x%20y', 'b')).toBe('x y');
  });

  it('answers null for a missing cookie or header', () => {
    expect(readCookie('theme=dark-theme', 'sidebar')).toBeNull();
    expect(readCookie(null, 'sidebar')).toBeNull();
    expect(readCookie('xsidebar=collapsed', 'sidebar')).toBeNull();
  });

  it('answers null for a value that does not decode', () => {
    expect(readCookie('sidebar=%E0%A4%A', 'sidebar')).toBeNull();
  });
});

describe('sidebar cookie', () => {
  it('is collapsed only when the cookie says so', () => {
    expect(parseSidebarCollapsed('sidebar=collapsed')).toBe(true);
    expect(parseSidebarCollapsed('sidebar=expanded')).toBe(false);
    expect(parseSidebarCollapsed(undefined)).toBe(false);
  });
});
