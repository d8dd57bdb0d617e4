export {
  DEFAULT_CLIENT_ID,
  DEFAULT_CLIENT_SECRET,
  nameFromEmail,
  startGoogleStandIn,
  type TGoogleAccount,
  type TGoogleStandIn,
  type TGoogleStandInOptions,
} from './start-google-standin';
