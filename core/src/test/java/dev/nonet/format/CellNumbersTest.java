package dev.nonet.format;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The one rule for cells written as numbers ({@link CellSymbols#numberOf}): two ASCII digits up to 25.
 * A grid's rows ({@link RowParser}) and a tokens line ({@link TokenLineParser}) once disagreed: rows took
 * any two digits (26 to 99, and digits of other scripts) as a number when telling a grid's side.
 */
class CellNumbersTest {

    @ParameterizedTest
    @CsvSource({"00, 0", "05, 5", "10, 10", "16, 16", "25, 25", "26, -1", "99, -1", "123, -1", "1a, -1",
            "'\u0661\u0662', -1"})
    void aNumberIsTwoDigitsUpToTheLargestSide(String token, int value) {
        assertThat(CellSymbols.numberOf(token, 0, token.length())).isEqualTo(value);
    }

    @ParameterizedTest
    @ValueSource(strings = {"05", "16", "25", "26", "30", "99", "\u0661\u0662"})
    void rowsAndTokenLinesCountTheSameCells(String token) {
        String row = "10 " + token + " 1 2 3 4 5 6 7 8 9 11 12 13 14 15";
        boolean aNumber = CellSymbols.numberOf(token, 0, token.length()) >= 0;

        assertThat(RowParser.cellsIn(row) == 16).isEqualTo(aNumber);
        assertThat(TokenLineParser.cellTokens(row) == 16).isEqualTo(aNumber);
    }
}
