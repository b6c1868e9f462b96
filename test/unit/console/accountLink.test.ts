// A one-time link into the console: the fragment read (setup or password, anything else
// ignored), and the token taken out of the address bar as the console starts.
import { describe, expect, it, vi } from 'vitest';

describe('account links', () => {
  it('reads a setup or a password link, with or without "#"; anything else is no link', async () => {
    const { readLinkFragment } = await import('@console/stores/accountLink');
    expect(readLinkFragment('#setup=abc_DEF-123')).toEqual({ kind: 'setup', token: 'abc_DEF-123' });
    expect(readLinkFragment('password=t0k3n')).toEqual({ kind: 'password', token: 't0k3n' });
    expect(readLinkFragment('#password=a%2Bb')).toEqual({ kind: 'password', token: 'a+b' });
    for (const fragment of [
      '',
      '#',
      '#setup=',
      '#setup=%20',
      '#reset=abc',
      '#setup',
      '#setup=a&b=c',
      '#password=%E0%A4%A',
    ])
      expect(readLinkFragment(fragment), fragment).toBeUndefined();
  });

  it('takes the token out of the address bar at start, keeping the path, and holds it for its page', async () => {
    history.replaceState(null, '', '/console/?lang=en#password=secret-token');
    vi.resetModules();
    const { $accountLink, leaveAccountLink } = await import('@console/stores/accountLink');
    expect($accountLink.get()).toEqual({ kind: 'password', token: 'secret-token' });
    expect(location.hash).toBe('');
    expect(location.pathname + location.search).toBe('/console/?lang=en');
    leaveAccountLink();
    expect($accountLink.get()).toBeUndefined();
  });

  it('leaves any other fragment where it is', async () => {
    history.replaceState(null, '', '/console/#somewhere');
    vi.resetModules();
    const { $accountLink } = await import('@console/stores/accountLink');
    expect($accountLink.get()).toBeUndefined();
    expect(location.hash).toBe('#somewhere');
  });
});
