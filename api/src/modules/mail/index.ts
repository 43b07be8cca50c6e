import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listDevMailRoute } from './list-dev-mail';
import { createMailRepository } from './mail-repository';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Decorates `app.mailer` for every module; adds the outbox reader outside production. */
export const mailModule = fp(
  async function mail(app: FastifyInstance) {
    app.decorate(
      'mailer',
      createMailer({ db: app.db, from: app.config.mail.from, smtpUrl: app.config.mail.smtpUrl, log: app.log }),
    );
    if (app.config.env !== 'production') await app.register(listDevMailRoute, { mail: createMailRepository(app.db) });
  },
  { name: 'mail' },
);
