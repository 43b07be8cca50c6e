import { ApiError } from './api-error';
import { toFormErrors } from './form-errors';

function answer(status: number, metaData: { message: string; errors?: Record<string, string[] | string> }) {
  return new ApiError(status, { data: null, metaData }, 'fallback');
}

const contactFields = ['name', 'email', 'message'] as const;

test('[CON-01] a 422 puts the first message of each field under that field', () => {
  const error = answer(422, {
    message: 'The name field is required.',
    errors: {
      name: ['The name field is required.', 'The name must be a string.'],
      email: 'The email must be a valid email address.',
    },
  });
  expect(toFormErrors(error, contactFields)).toEqual({
    fields: { name: 'The name field is required.', email: 'The email must be a valid email address.' },
    formMessage: null,
  });
});

test('[CON-01] messages of fields the form does not have are shown for the form as a whole', () => {
  const error = answer(422, {
    message: 'The email must be a valid email address.',
    errors: {
      email: ['The email must be a valid email address.'],
      'g-recaptcha-response': ['We could not verify that you are human.'],
    },
  });
  expect(toFormErrors(error, contactFields)).toEqual({
    fields: { email: 'The email must be a valid email address.' },
    formMessage: 'We could not verify that you are human.',
  });
});

test('[ACC-13] a 422 that names no field of the form shows the answer’s message', () => {
  expect(toFormErrors(answer(422, { message: 'The given data was invalid.' }), contactFields)).toEqual({
    fields: {},
    formMessage: 'The given data was invalid.',
  });
});

test('[ACC-01] anything but a 422 is left to the caller', () => {
  expect(toFormErrors(answer(401, { message: 'These credentials do not match our records.' }), ['login'])).toBeNull();
  expect(toFormErrors(new Error('network down'), ['login'])).toBeNull();
  expect(toFormErrors('not even an error', ['login'])).toBeNull();
});
