import { defineMessage, defineMessages } from 'react-intl';

/** NR-03: texts of the newsroom's picture library (the picker dialog and the lead image field). */
export const pictureMessages = defineMessages({
  dialogTitle: {
    id: 'content.newsroom.pictures.dialog-title',
    defaultMessage: 'Pictures',
    description: 'NR-03: title of the picture picker dialog',
  },
  uploadHeading: {
    id: 'content.newsroom.pictures.upload-heading',
    defaultMessage: 'Upload a picture',
    description: 'NR-03: heading of the upload form in the picture picker',
  },
  file: {
    id: 'content.newsroom.pictures.file',
    defaultMessage: 'Picture file',
    description: 'NR-03: label of the file input of the upload form',
  },
  fileHint: {
    id: 'content.newsroom.pictures.file-hint',
    defaultMessage: 'JPEG, PNG or WebP, at most 2 MB.',
    description: 'NR-03: hint under the file input of the upload form',
  },
  fileMissing: {
    id: 'content.newsroom.pictures.file-missing',
    defaultMessage: 'Choose a picture to upload.',
    description: 'NR-03: error under the file input when no file was chosen',
  },
  fileType: {
    id: 'content.newsroom.pictures.file-type',
    defaultMessage: 'This file is not a JPEG, PNG or WebP picture.',
    description: 'NR-03: error under the file input for a file of another type',
  },
  fileSize: {
    id: 'content.newsroom.pictures.file-size',
    defaultMessage: 'This file is larger than 2 MB.',
    description: 'NR-03: error under the file input for a file over the limit',
  },
  alt: {
    id: 'content.newsroom.pictures.alt',
    defaultMessage: 'Alt text',
    description: 'NR-03: label of the alt text field (what the picture shows, for screen readers)',
  },
  altHint: {
    id: 'content.newsroom.pictures.alt-hint',
    defaultMessage: 'What the picture shows, for those who cannot see it. Required.',
    description: 'NR-03: hint under the alt text field',
  },
  altMissing: {
    id: 'content.newsroom.pictures.alt-missing',
    defaultMessage: 'Describe what the picture shows.',
    description: 'NR-03: error under the alt text field when it is empty',
  },
  upload: {
    id: 'content.newsroom.pictures.upload',
    defaultMessage: 'Upload',
    description: 'NR-03: submit button of the upload form',
  },
  libraryHeading: {
    id: 'content.newsroom.pictures.library-heading',
    defaultMessage: 'Or choose from the library',
    description: 'NR-03: heading of the grid of the site’s pictures in the picker',
  },
  libraryEmpty: {
    id: 'content.newsroom.pictures.library-empty',
    defaultMessage: 'There are no pictures yet: upload the first one.',
    description: 'NR-03: shown instead of the grid when the site has no pictures',
  },
  libraryFailed: {
    id: 'content.newsroom.pictures.library-failed',
    defaultMessage: 'The pictures could not be loaded.',
    description: 'NR-03: shown when the library could not be loaded',
  },
  morePictures: {
    id: 'content.newsroom.pictures.more',
    defaultMessage: 'More pictures',
    description: 'NR-03: button under the grid that loads the next page of pictures',
  },
  detailsHeading: {
    id: 'content.newsroom.pictures.details-heading',
    defaultMessage: 'Alt text and crops',
    description: 'NR-03: heading of the picker step where a chosen picture’s alt text and crops are set',
  },
  cropsIntro: {
    id: 'content.newsroom.pictures.crops-intro',
    defaultMessage:
      'Optional: choose the part of the picture each shape shows. Left alone, it is cut around the centre.',
    description: 'NR-03: text above the crop tools',
  },
  zoom: {
    id: 'content.newsroom.pictures.zoom',
    defaultMessage: 'Zoom',
    description: 'NR-03: label of the crop tool’s zoom slider',
  },
  horizontal: {
    id: 'content.newsroom.pictures.horizontal',
    defaultMessage: 'Left to right',
    description: 'NR-03: label of the crop tool’s slider that moves the frame sideways',
  },
  vertical: {
    id: 'content.newsroom.pictures.vertical',
    defaultMessage: 'Top to bottom',
    description: 'NR-03: label of the crop tool’s slider that moves the frame up and down',
  },
  centre: {
    id: 'content.newsroom.pictures.centre',
    defaultMessage: 'Back to the centre',
    description: 'NR-03: button that puts a crop back to the whole, centred frame',
  },
  save: {
    id: 'content.newsroom.pictures.save',
    defaultMessage: 'Save changes',
    description: 'NR-03: button that saves a picture’s alt text and crops',
  },
  saved: {
    id: 'content.newsroom.pictures.saved',
    defaultMessage: 'Changes saved.',
    description: 'NR-03: status after a picture’s alt text and crops were saved',
  },
  insert: {
    id: 'content.newsroom.pictures.insert',
    defaultMessage: 'Insert',
    description: 'NR-03: button that takes the chosen picture (saving its changes first)',
  },
  back: {
    id: 'content.newsroom.pictures.back',
    defaultMessage: 'Back to the pictures',
    description: 'NR-03: button that goes back from a chosen picture to the library',
  },
  cancel: {
    id: 'content.newsroom.pictures.cancel',
    defaultMessage: 'Cancel',
    description: 'NR-03: button that closes the picker without a picture',
  },
  leadImage: {
    id: 'content.newsroom.pictures.lead-image',
    defaultMessage: 'Lead image',
    description: 'NR-03: legend of the article’s lead image field',
  },
  leadImageCurrent: {
    id: 'content.newsroom.pictures.lead-image-current',
    defaultMessage: 'The current lead image',
    description: 'NR-03: alt text of the lead image thumbnail in the editor',
  },
  leadImageNone: {
    id: 'content.newsroom.pictures.lead-image-none',
    defaultMessage: 'No lead image chosen: a new article gets the site’s default picture.',
    description: 'NR-03: shown in the lead image field while it is empty',
  },
  choosePicture: {
    id: 'content.newsroom.pictures.choose',
    defaultMessage: 'Choose picture',
    description: 'NR-03: button of the lead image field that opens the picture picker',
  },
  useDefaultPicture: {
    id: 'content.newsroom.pictures.use-default-picture',
    defaultMessage: 'Use the site’s picture',
    description: 'NR-03: button that replaces the article’s lead image by the site’s own default picture',
  },
  leadImageAddress: {
    id: 'content.newsroom.pictures.lead-image-address',
    defaultMessage: 'Or give an address',
    description: 'NR-03: summary of the disclosure with the lead image’s address field',
  },
});

/** The crop tool of one ratio: "Crop 3:2". */
export const cropLegendMessage = defineMessage<{ ratio: string }>({
  id: 'content.newsroom.pictures.crop-legend',
  defaultMessage: 'Crop {ratio}',
  description: 'NR-03: legend of one ratio’s crop tool; {ratio} is "3:2" or "4:3"',
});

/** Where the frame is: "150 %". */
export const percentMessage = defineMessage<{ value: number }>({
  id: 'content.newsroom.pictures.percent',
  defaultMessage: '{value} %',
  description: 'NR-03: value a crop slider reads out; {value} is a whole number',
});

/** Where 3:2 and 4:3 are used, under their crop tools. */
export const ratioUseMessages = defineMessages({
  '3x2': {
    id: 'content.newsroom.pictures.ratio-3x2-use',
    defaultMessage: 'Article pictures, leads, cards and lists.',
    description: 'NR-03: where the 3:2 cut of a picture is shown',
  },
  '4x3': {
    id: 'content.newsroom.pictures.ratio-4x3-use',
    defaultMessage: 'Collection items.',
    description: 'NR-03: where the 4:3 cut of a picture is shown',
  },
});
