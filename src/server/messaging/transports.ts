import nodemailer from 'nodemailer';
import type { Email, Sms, Transport } from './messenger';

/** SMTP, e.g. smtps://user:pass@smtp.example.org:465 */
export function smtpTransport(url: string, from: string): Transport<Email> {
  const transporter = nodemailer.createTransport(url);
  return {
    async deliver(email) {
      await transporter.sendMail({ from, to: email.to, subject: email.subject, text: email.text, headers: email.headers ? { ...email.headers } : undefined });
      return true;
    },
  };
}

/** Twilio's Messages API over plain HTTPS; no SDK needed for one call. */
export function twilioTransport(config: { accountSid: string; authToken: string; from: string }): Transport<Sms> {
  const endpoint = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async deliver(sms) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: sms.to, From: config.from, Body: sms.body }),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
      return true;
    },
  };
}
