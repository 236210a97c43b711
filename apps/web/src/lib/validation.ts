/** The contract's mainland mobile number pattern (UserInfo.phone, Department.phone). */
export const PHONE_PATTERN = /^1\d{10}$/;
