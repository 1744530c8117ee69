// [auth.sms] as loadConfig reads it: the CLI's defaults, test_otp numbers kept as GoTrue keeps
// them, the provider named by the first enabled section, max_frequency as a Go duration.
import { DEFAULT_SMS, loadConfig, smsConfig } from '../config';

describe('[auth.sms]', () => {
  it("takes the CLI's defaults for a missing section", () => {
    expect(smsConfig(undefined)).toEqual(DEFAULT_SMS);
    expect(DEFAULT_SMS).toMatchObject({ enableSignup: false, template: 'Your code is {{ .Code }}', maxFrequency: 5 });
  });

  it('reads this project: phone sign-in off, autoconfirmed numbers, no provider', () => {
    expect(loadConfig().sms).toEqual({
      enableSignup: false,
      enableConfirmations: false,
      template: 'Your code is {{ .Code }}',
      maxFrequency: 5,
      testOtp: {},
      provider: '',
    });
  });

  it('keeps test numbers without "+" and spaces, and names the first enabled provider', () => {
    const sms = smsConfig({
      enable_signup: true,
      enable_confirmations: true,
      template: 'Código {{ .Code }}',
      max_frequency: '1m30s',
      test_otp: { '+1 555 0001111': '123456', '4152127777': 654321 },
      twilio: { enabled: false },
      messagebird: { enabled: true },
      vonage: { enabled: true },
    });
    expect(sms).toEqual({
      enableSignup: true,
      enableConfirmations: true,
      template: 'Código {{ .Code }}',
      maxFrequency: 90,
      testOtp: { '15550001111': '123456', '4152127777': '654321' },
      provider: 'messagebird',
    });
  });
});
