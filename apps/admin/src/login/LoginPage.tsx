import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { useLogin } from 'react-admin';
import { forgetMe, whoAmI } from '../api/auth-provider';
import { ApiError, call, session } from '../api/client';

type Step = { kind: 'password' } | { kind: 'code'; enrolment?: { secret: string; otpauthUrl: string } };

const messageOf = (e: unknown) => (e instanceof Error ? e.message : 'Something went wrong; try again');

function EnrolmentQr({ url }: { url: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    void QRCode.toDataURL(url, { margin: 1, width: 200 }).then(setSrc);
  }, [url]);
  return src ? <img src={src} alt="Authenticator QR code" width={200} height={200} /> : null;
}

/** Staff sign-in: the password as for everyone, a staff check, then the authenticator's code (enrolling it once). */
export function LoginPage() {
  const login = useLogin();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The dashboard (and its charts) is the screen after sign-in: fetch its chunk while the staff member types.
  useEffect(() => {
    void import('../dashboard/Dashboard');
  }, []);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const signIn = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    void run(async () => {
      const res = await call('login', {
        username: String(form.get('username')),
        password: String(form.get('password')),
      });
      session.set(res.token);
      forgetMe();
      try {
        const me = await whoAmI();
        if (me.secondFactor === 1) return void (await login({}));
        setStep(
          me.totpEnrolled === 0 ? { kind: 'code', enrolment: await call('adminTotpEnrol', {}) } : { kind: 'code' },
        );
      } catch (err) {
        await call('logout', {}).catch(() => undefined);
        session.clear();
        throw err instanceof ApiError && err.code === 403 ? new Error('This account is not a staff account') : err;
      }
    });
  };

  const verify = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get('code')).trim();
    void run(async () => {
      await call('adminTotpVerify', { code });
      await login({});
    });
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
      <Card sx={{ width: 420 }}>
        <CardContent>
          <Typography variant="h5" gutterBottom>
            Bourse back office
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {error}
            </Alert>
          )}
          {step.kind === 'password' ? (
            <Stack key="password" component="form" spacing={2} onSubmit={signIn}>
              <TextField name="username" label="Email or user ID" required autoFocus autoComplete="username" />
              <TextField name="password" label="Password" type="password" required autoComplete="current-password" />
              <Button type="submit" variant="contained" disabled={busy}>
                Sign in
              </Button>
            </Stack>
          ) : (
            // Keyed apart: otherwise React keeps the password's input for the code field, password typed in and shown.
            <Stack key="code" component="form" spacing={2} onSubmit={verify}>
              {step.enrolment && (
                <>
                  <Typography>
                    Set up your authenticator app: scan this code, or enter the key by hand. You will be asked for its
                    code at every sign-in.
                  </Typography>
                  <EnrolmentQr url={step.enrolment.otpauthUrl} />
                  <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="totp-secret">
                    {step.enrolment.secret}
                  </Typography>
                </>
              )}
              <TextField
                name="code"
                label="Authenticator code"
                required
                autoFocus
                slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '\\d{6}', maxLength: 6 } }}
              />
              <Button type="submit" variant="contained" disabled={busy}>
                Verify
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
