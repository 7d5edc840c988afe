import { defineMessages } from './catalogue.js';

/**
 * The messages of the shared machinery: input validation (zod, by issue kind), the access check, bodies the
 * server cannot read, outages. A module's own messages sit in its folder (`messages.ts`), declared the same way.
 */
export const VALIDATION = defineMessages('validation', {
  required: { en: 'The {field} field is required.', de: 'Bitte fülle das Feld „{field}“ aus.' },
  max_length: {
    en: 'The {field} may not be longer than {max} characters.',
    de: '„{field}“ darf höchstens {max} Zeichen lang sein.',
  },
  min_length: {
    en: 'The {field} must be at least {min} characters long.',
    de: '„{field}“ muss mindestens {min} Zeichen lang sein.',
  },
  email: {
    en: 'The {field} must be a valid email address.',
    de: 'Gib bei „{field}“ eine gültige E-Mail-Adresse ein.',
  },
  number: { en: 'The {field} must be a number.', de: '„{field}“ muss eine Zahl sein.' },
  integer: { en: 'The {field} must be a whole number.', de: '„{field}“ muss eine ganze Zahl sein.' },
  min_value: { en: 'The {field} must be at least {min}.', de: '„{field}“ muss mindestens {min} sein.' },
  max_value: { en: 'The {field} may not be greater than {max}.', de: '„{field}“ darf höchstens {max} sein.' },
  min_items: { en: 'Select at least {min} for {field}.', de: 'Wähle bei „{field}“ mindestens {min} aus.' },
  max_items: {
    en: 'At most {max} {field} at once.',
    de: 'Höchstens {max} Einträge bei „{field}“ auf einmal.',
  },
  choice: {
    en: 'The selected {field} is not valid.',
    de: 'Der gewählte Wert bei „{field}“ ist nicht gültig.',
  },
  date: {
    en: 'The {field} must be a valid date.',
    de: '„{field}“ muss ein gültiges Datum sein.',
  },
  format: { en: 'The {field} has an invalid format.', de: '„{field}“ hat nicht das richtige Format.' },
  invalid: { en: 'The {field} is not valid.', de: '„{field}“ ist nicht gültig.' },
  unknown_fields: {
    en: 'The request has fields this form does not know: {keys}.',
    de: 'Die Anfrage enthält Felder, die dieses Formular nicht kennt: {keys}.',
  },
  unstorable_value: {
    en: 'The input contains characters or values that cannot be stored',
    de: 'Die Eingabe enthält Zeichen oder Werte, die nicht gespeichert werden können. Bitte ändere sie.',
  },
});

export const ACCESS = defineMessages('access', {
  login_required: { en: 'Please log in', de: 'Bitte melde dich an.' },
  forbidden: { en: 'You are not allowed to do this', de: 'Das darfst du nicht.' },
  teachers_only: { en: 'Only teachers may do this', de: 'Das dürfen nur Lehrpersonen.' },
  admins_only: { en: 'Only admins may do this', de: 'Das dürfen nur Admins.' },
  not_found: { en: 'Not found', de: 'Nicht gefunden.' },
});

export const REQUEST = defineMessages('request', {
  invalid_json: {
    en: 'The request body is not valid JSON',
    de: 'Die Anfrage ist kein gültiges JSON. Lade die Seite neu und versuche es erneut.',
  },
  too_large: {
    en: 'The request is too large',
    de: 'Die Anfrage ist zu groß. Wähle eine kleinere Datei oder kürze den Text.',
  },
  unsupported_type: { en: 'Unsupported content type', de: 'Diese Art von Inhalt wird nicht unterstützt.' },
  invalid_multipart: {
    en: 'The form data is not valid multipart',
    de: 'Die Formulardaten sind unvollständig. Bitte sende das Formular erneut.',
  },
  timeout: {
    en: 'The request did not arrive in time',
    de: 'Die Anfrage kam nicht rechtzeitig an. Bitte versuche es erneut.',
  },
  method_not_allowed: {
    en: 'This address does not accept {method}. Use {allowed}.',
    de: 'Diese Adresse nimmt {method} nicht an. Verwende {allowed}.',
  },
  too_many_attempts: {
    en: 'Too many attempts. Please wait {seconds} seconds and try again.',
    de: 'Zu viele Versuche. Bitte warte {seconds} Sekunden und versuche es erneut.',
  },
  rate_limited: {
    en: 'Too many requests. Please wait a moment and try again.',
    de: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.',
  },
  invalid: { en: 'The request is not valid', de: 'Die Anfrage ist nicht gültig.' },
});

export const SERVER = defineMessages('server', {
  error: {
    en: 'An error occurred. Please try again later.',
    de: 'Ein Fehler ist aufgetreten. Bitte versuche es später erneut.',
  },
  unavailable: {
    en: 'The service is temporarily unavailable. Please try again in a moment.',
    de: 'Der Dienst ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
  },
});

/**
 * The names of form fields as the user reads them (`{field}` in a validation message); a field without an
 * entry is named by its key.
 */
export const FIELD_LABELS = defineMessages('field', {
  name: { en: 'name', de: 'Name' },
  email: { en: 'email', de: 'E-Mail-Adresse' },
  password: { en: 'password', de: 'Passwort' },
  password_confirmation: { en: 'password confirmation', de: 'Passwortbestätigung' },
  current_password: { en: 'current password', de: 'aktuelles Passwort' },
  terms: { en: 'terms and conditions', de: 'Nutzungsbedingungen' },
  token: { en: 'link', de: 'Link' },
  first_name: { en: 'first name', de: 'Vorname' },
  last_name: { en: 'last name', de: 'Nachname' },
  birthdate: { en: 'birthdate', de: 'Geburtsdatum' },
  address: { en: 'address', de: 'Adresse' },
  zip: { en: 'postcode', de: 'PLZ' },
  city: { en: 'city', de: 'Ort' },
  country: { en: 'country', de: 'Land' },
  phone: { en: 'phone', de: 'Telefon' },
  first_name_parent: { en: "parent's first name", de: 'Vorname der erziehungsberechtigten Person' },
  last_name_parent: { en: "parent's last name", de: 'Nachname der erziehungsberechtigten Person' },
  address_parent: { en: "parent's address", de: 'Adresse der erziehungsberechtigten Person' },
  zip_parent: { en: "parent's postcode", de: 'PLZ der erziehungsberechtigten Person' },
  city_parent: { en: "parent's city", de: 'Ort der erziehungsberechtigten Person' },
  country_parent: { en: "parent's country", de: 'Land der erziehungsberechtigten Person' },
  phone_parent: { en: "parent's phone", de: 'Telefon der erziehungsberechtigten Person' },
  email_parent: { en: 'parent email', de: 'E-Mail-Adresse der erziehungsberechtigten Person' },
  title: { en: 'title', de: 'Titel' },
  description: { en: 'description', de: 'Beschreibung' },
  price: { en: 'price', de: 'Preis' },
  position: { en: 'position', de: 'Position' },
  page: { en: 'page', de: 'Seite' },
  per_page: { en: 'per_page', de: 'Einträge pro Seite' },
  id: { en: 'id', de: 'ID' },
  ids: { en: 'items', de: 'Einträge' },
  link: { en: 'link', de: 'Link' },
  start: { en: 'start', de: 'Beginn' },
  end: { en: 'end', de: 'Ende' },
  date: { en: 'date', de: 'Datum' },
  file: { en: 'file', de: 'Datei' },
  body: { en: 'request', de: 'Anfrage' },
});

export const STORAGE_MESSAGES = defineMessages('storage', {
  full: {
    en: 'The storage is full. The file was not saved; please tell an administrator.',
    de: 'Der Speicher ist voll. Die Datei wurde nicht gespeichert; bitte gib der Administration Bescheid.',
  },
  unavailable: {
    en: 'The storage cannot be written at the moment. The file was not saved; please try again later.',
    de: 'Der Speicher kann gerade nicht beschrieben werden. Die Datei wurde nicht gespeichert; bitte versuche es später erneut.',
  },
});

/** A wait as words (`{wait}` in a message with `seconds`). */
export const WAIT = defineMessages('wait', {
  second: { en: '{count} second', de: '{count} Sekunde' },
  seconds: { en: '{count} seconds', de: '{count} Sekunden' },
  minute: { en: '{count} minute', de: '{count} Minute' },
  minutes: { en: '{count} minutes', de: '{count} Minuten' },
});
