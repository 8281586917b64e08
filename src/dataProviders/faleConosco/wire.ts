/** "Fale conosco" on the wire (spec part 1, section 7, newer API: GET /contact/list-contact, POST /contact/send-mail). */

/** A recipient group of GET /contact/list-contact?personId= (cdGep 0 is the portal's internal team). */
export interface ContactUsGroup {
  cdGep: number;
  nmGep: string;
}

/** The text parts of the multipart POST /contact/send-mail; `files` are repeated file parts. */
export interface ContactUsMail {
  title: string;
  content: string;
  personId: string;
  /** Repeated `groups` parts. */
  groups: number[];
}

/** The answer to POST /contact/send-mail. */
export interface ContactUsAnswer {
  message: string;
}
