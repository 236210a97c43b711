// The workspace's shared test setup: a test fails on any console error or warning it did not expect.
import '@backoffice/ui-kit/test-setup';
