package dev.nonet.cli;

/**
 * Reads the {@code MIN..MAX} ranges of the command line ({@code --rating 3.0..4.5}), with messages that
 * name the option. ({@code --clues 24..28} is read by {@code ClueRange.parse}, which the server shares.)
 */
final class RangeText {

    private RangeText() {
    }

    /**
     * The two ends of {@code text}, both included. Either end may be left open: {@code 10.5..} is from
     * 10.5 up, {@code ..3.0} from 0 up to 3.0.
     *
     * @throws UserError (exit 2) if the text is not two numbers (or one and an open end) around {@code ..},
     *                   or the first is larger
     */
    static double[] parse(String option, String text) {
        int dots = text.indexOf("..");
        if (dots < 0 || text.strip().equals("..")) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, option + " takes MIN..MAX, for example 3.0..4.5 (or 10.5.. or ..3.0), not '"
                    + text + "'");
        }
        String low = text.substring(0, dots);
        String high = text.substring(dots + 2);
        double min = low.isBlank() ? 0 : number(option, text, low);
        double max = high.isBlank() ? Double.POSITIVE_INFINITY : number(option, text, high);
        if (min > max) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, option + " " + text + ": the minimum is above the maximum");
        }
        return new double[] {min, max};
    }

    private static double number(String option, String text, String part) {
        try {
            double value = Double.parseDouble(part.trim());
            if (Double.isFinite(value)) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UserError(ExitCode.USAGE_OR_INPUT, option + " " + text + ": '" + part + "' is not a number");
    }
}
