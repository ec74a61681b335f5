// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { ToasterSlot } from '../../../lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingHeart } from '../../../lib/wishlist-queries';
import { renderWithProviders } from '../../../test/render';
import ForgotPasswordPage from './forgot-password-page';
import LoginPage from './login-page';
import ResetPasswordPage from './reset-password-page';
import SignupPage from './signup-page';
import StaffLoginPage from './staff-login-page';

/** The auth forms show the spec's messages before anything is sent; the server's answers are stubbed at fetch. */
const signedOut: [readonly unknown[], unknown][] = [
  [['session'], null],
  [['auth', 'providers'], { google: false }],
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(route: string, data = signedOut) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/admin/login" element={<StaffLoginPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
      <ToasterSlot />
    </>,
    { route, data },
  );
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const errorOf = (label: string | RegExp) => {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent)
    .find((t) => t && input.getAttribute('aria-invalid') === 'true');
};

/** A fetch that answers JSON by path, and can be held open to see busy states. */
function stubFetch(answers: Record<string, { status?: number; body: unknown } | (() => Promise<Response>)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = String(input).split('?')[0]!;
    const answer = answers[path];
    if (!answer)
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No route' } }), { status: 404 });
    if (typeof answer === 'function') return answer();
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(cleanup);

describe('Signup', () => {
  it('shows every sign-up message of spec section 5', async () => {
    renderAt('/signup');
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(errorOf('Full name')).toBe('Full name must be at least 2 characters'));
    expect(errorOf('Email')).toBe('Please enter a valid email address');
    expect(errorOf('Phone')).toBe('Phone number must be at least 10 digits');
    expect(errorOf('Password')).toBe('Password must be at least 8 characters');
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument();

    for (const [password, message] of [
      ['curry#leaf2026', 'Password must contain at least one uppercase letter'],
      ['CURRY#LEAF2026', 'Password must contain at least one lowercase letter'],
      ['Curry#Leafless', 'Password must contain at least one number'],
      ['CurryLeaf2026', 'Password must contain at least one special character'],
    ] as const) {
      type('Password', password);
      fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
      await waitFor(() => expect(errorOf('Password')).toBe(message));
    }
    type('Password', 'Curry#Leaf2026');
    type('Confirm password', 'Curry#Leaf2027');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(errorOf('Confirm password')).toBe("Passwords don't match"));
  });

  it('shows the strength meter once a password is typed, and toggles each password box on its own', () => {
    renderAt('/signup');
    expect(screen.queryByTestId('password-strength')).toBeNull();
    type('Password', 'Ab1');
    expect(screen.getByText('Password strength: Fair')).toBeInTheDocument();
    type('Password', 'Abcdefg1!');
    expect(screen.getByText('Password strength: Strong')).toBeInTheDocument();
    const meter = within(screen.getByTestId('password-strength'));
    for (const rule of [
      'At least 8 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
      'One special character',
    ]) {
      expect(meter.getByText(rule)).toBeInTheDocument();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Confirm password').getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText('Confirm password').getAttribute('type')).toBe('text');
  });

  it('leaves the terms unchecked, links the real terms and privacy pages, and offers no Google sign-in without Google', () => {
    renderAt('/signup?returnTo=%2Fcart');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-of-service');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
    expect(screen.queryByText('Or create with email')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in here' }).getAttribute('href')).toBe('/login?returnTo=%2Fcart');
  });

  it("reads 'Creating account...' while busy, then goes to /login with the verify message", async () => {
    let finish: (r: Response) => void = () => {};
    const fetchMock = stubFetch({
      '/api/auth/sign-up/email': () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    renderAt('/signup');
    type('Full name', 'Asha Patel');
    type('Email', 'Asha@Example.test');
    type('Phone', '(972) 555-0142');
    type('Password', 'Curry#Leaf2026');
    type('Confirm password', 'Curry#Leaf2026');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const busy = await screen.findByRole('button', { name: 'Creating account...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    const sent = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
    expect(sent).toMatchObject({ fullName: 'Asha Patel', email: 'asha@example.test', acceptTerms: true });
    await act(async () => finish(new Response(JSON.stringify({ ok: true }), { status: 200 })));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
    expect(await screen.findByText('Account Created Successfully!')).toBeInTheDocument();
    expect(
      screen.getAllByText('Please check your email to verify your account before signing in.').length,
    ).toBeGreaterThan(0);
  });

  it("stays on the page with a 'Signup Failed' toast carrying the server's message", async () => {
    stubFetch({
      '/api/auth/sign-up/email': {
        status: 429,
        body: { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait 60 seconds and try again.' } },
      },
    });
    renderAt('/signup');
    type('Full name', 'Asha Patel');
    type('Email', 'asha@example.test');
    type('Phone', '9725550142');
    type('Password', 'Curry#Leaf2026');
    type('Confirm password', 'Curry#Leaf2026');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Signup Failed')).toBeInTheDocument();
    expect(screen.getByText('Too many attempts. Please wait 60 seconds and try again.')).toBeInTheDocument();
    expect(screen.getByTestId('where').textContent).toBe('/signup');
  });

  it('sends a signed-in visitor to returnTo', () => {
    renderAt('/signup?returnTo=%2Fdeals', [
      [['session'], { id: 'u', email: 'a@b.test', fullName: null, role: null, emailVerified: true }],
    ]);
    expect(screen.getByTestId('where').textContent).toBe('/deals');
  });
});

describe('Login', () => {
  it('needs a valid email and a password; Remember me starts unchecked', async () => {
    renderAt('/login');
    expect((screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(errorOf('Email')).toBe('Please enter a valid email address'));
    expect(errorOf('Password')).toBe('Password is required');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it("reads 'Signing in...' while busy, welcomes the user back and replaces history with the return target", async () => {
    let finish: (r: Response) => void = () => {};
    stubFetch({ '/api/auth/sign-in/email': () => new Promise<Response>((resolve) => (finish = resolve)) });
    renderAt('/login?returnTo=%2Faccount%2Faddresses');
    type('Email', 'shopper@demo.test');
    type('Password', 'Shopper#2026');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('button', { name: 'Signing in...' })).hasAttribute('disabled')).toBe(true);
    const user = { id: 'u1', email: 'shopper@demo.test', fullName: 'Priya', role: null, emailVerified: true };
    await act(async () => finish(new Response(JSON.stringify({ user }), { status: 200 })));
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeInTheDocument());
    expect(screen.getByTestId('where').textContent).toBe('/account/addresses');
    expect(await screen.findByText('You have been logged in successfully.')).toBeInTheDocument();
  });

  it('saves the heart a guest tapped before going back to the product', async () => {
    const user = { id: 'u1', email: 'shopper@demo.test', fullName: 'Priya', role: null, emailVerified: true };
    let saved: unknown = null;
    const fetchMock = stubFetch({
      '/api/auth/sign-in/email': { body: { user } },
      '/api/wishlist': () => {
        saved = JSON.parse(String(fetchMock.mock.calls.at(-1)![1]!.body));
        return Promise.resolve(new Response(JSON.stringify({ productId: 'p-42', saved: true })));
      },
    });
    pendingHeart.set('p-42');
    renderAt('/login?returnTo=%2Fproducts%2Ftoor-dal');
    type('Email', 'shopper@demo.test');
    type('Password', 'Shopper#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeInTheDocument());
    expect(saved).toEqual({ productId: 'p-42' });
    expect(pendingHeart.take()).toBeNull();
  });

  it("shows 'Login Failed' with the server's message", async () => {
    stubFetch({
      '/api/auth/sign-in/email': {
        status: 401,
        body: { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } },
      },
    });
    renderAt('/login');
    type('Email', 'shopper@demo.test');
    type('Password', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
  });

  it('tells the user their email is verified, or that the link failed', () => {
    renderAt('/login?verified=1');
    expect(screen.getByText('Your email is verified. Please sign in.')).toBeInTheDocument();
    cleanup();
    renderAt('/login?verified=1&error=INVALID_TOKEN');
    expect(screen.getByRole('alert').textContent).toContain('This verification link is invalid or has expired');
  });

  it('carries returnTo to the sign-up link and sends a signed-in visitor on', () => {
    renderAt('/login?returnTo=%2Fcheckout');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup?returnTo=%2Fcheckout');
    cleanup();
    renderAt('/login?returnTo=%2Fcheckout', [
      [['session'], { id: 'u', email: 'a@b.test', fullName: null, role: null, emailVerified: true }],
    ]);
    expect(screen.getByTestId('where').textContent).toBe('/checkout');
  });
});

describe('Forgot and reset password', () => {
  it('forgot password needs a valid email, then gives the generic answer', async () => {
    stubFetch({
      '/api/auth/request-password-reset': {
        body: { ok: true, message: 'If an account exists for that email, we have sent a link to reset your password.' },
      },
    });
    renderAt('/forgot-password');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(errorOf('Email')).toBe('Please enter a valid email address'));
    type('Email', 'anyone@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account exists for that email/)).toBeInTheDocument();
  });

  it('reset applies the password rules and the match', async () => {
    renderAt('/reset-password?token=abc');
    type('New password', 'weakling');
    type('Confirm new password', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(errorOf('New password')).toBe('Password must contain at least one uppercase letter'));
    expect(errorOf('Confirm new password')).toBe("Passwords don't match");
  });

  it('explains an expired or used link', () => {
    renderAt('/reset-password?error=INVALID_TOKEN');
    expect(screen.getByRole('alert').textContent).toContain('invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
  });
});

describe('Staff login', () => {
  it("shows the server's refusal for a non-staff account", async () => {
    stubFetch({
      '/api/auth/staff/sign-in': {
        status: 403,
        body: { error: { code: 'NOT_STAFF', message: 'This account does not have staff access.' } },
      },
    });
    renderAt('/admin/login');
    type('Email', 'shopper@demo.test');
    type('Password', 'Shopper#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This account does not have staff access.');
  });
});
