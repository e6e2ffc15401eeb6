package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The facade's classic search follows the system property nonet.engine: the vector one when it says
 * vector (the vector module runs this test so, vector/pom.xml), else the scalar one.
 */
class ClassicEnginesTest {

    @Test
    void theFacadeRunsOnTheSearchThePropertyNames() {
        String expected = "vector".equals(System.getProperty(ClassicEngines.PROPERTY)) ? "vector" : "scalar";
        assertThat(Sudoku.classicEngine()).isEqualTo(expected);
    }
}
